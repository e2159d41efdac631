import { describe, expect, it } from 'vitest';
import { indexedPrefixes, masterIndexPartitions, queryWordPrefix, wordsOf } from './master-index.ts';
import { drivingPartition } from './master.ts';

const master = {
  account_id: 'acc',
  id: 'm1',
  created_on: '2026-11-25T00:00:00.000Z',
  master_type: 'PUB_RADIO' as const,
  language: 'fr' as const,
  ratio: '16:9' as const,
  audio_type: '2trks' as const,
  search_text: 'érable matin ab12 maple foods',
  spoken_text: 'crunchy',
  tags: [{ id: 't', name: 'Été' }],
};

describe('Function: masterIndexPartitions', () => {
  it('puts a master in its four facets and under every 3-to-8-character prefix of its folded words', () => {
    const partitions = masterIndexPartitions(master);
    expect(partitions).toContain('ACCOUNT#acc#MF#master_type=PUB_RADIO');
    expect(partitions).toContain('ACCOUNT#acc#MF#language=fr');
    expect(partitions).toContain('ACCOUNT#acc#MF#ratio=16:9');
    expect(partitions).toContain('ACCOUNT#acc#MF#audio_type=2trks');
    for (const prefix of ['era', 'erab', 'erable', 'ete', 'cru', 'crunchy', 'ab1', 'ab12'])
      expect(partitions).toContain(`ACCOUNT#acc#MW#${prefix}`);
    expect(partitions).not.toContain('ACCOUNT#acc#MW#er');
    expect([...partitions].filter((partition) => partition.includes('#MW#')).length).toBe(
      new Set([
        'era',
        'erab',
        'erabl',
        'erable',
        'mat',
        'mati',
        'matin',
        'ab1',
        'ab12',
        'map',
        'mapl',
        'maple',
        'foo',
        'food',
        'foods',
        'cru',
        'crun',
        'crunc',
        'crunch',
        'crunchy',
        'ete',
      ]).size,
    );
  });

  it('puts a draft in no partition of a facet it has not chosen yet, and under the words it has', () => {
    const partitions = masterIndexPartitions({
      ...master,
      master_type: null,
      language: null,
      ratio: '16:9',
      audio_type: null,
      search_text: 'maple',
    });
    expect([...partitions].filter((partition) => partition.includes('#MF#'))).toEqual(['ACCOUNT#acc#MF#ratio=16:9']);
    expect(partitions).toContain('ACCOUNT#acc#MW#maple');
  });

  it('indexes at most 8 characters of a word, and a longer query word reads its 8-character prefix', () => {
    expect(indexedPrefixes('strawberries')).toEqual(['str', 'stra', 'straw', 'strawb', 'strawbe', 'strawber']);
    expect(indexedPrefixes('ab')).toEqual([]);
    expect(queryWordPrefix('strawberries')).toBe('strawber');
    expect(wordsOf('Crème-brûlée, 2026!')).toEqual(['creme', 'brulee', '2026']);
  });
});

describe('Function: drivingPartition', () => {
  it('reads the tag (folded), else the longest query word, else the first facet given, else nothing (GSI1)', () => {
    expect(
      drivingPartition('acc', { filter_by_tag: 'Été', filter_search_query: 'maple', filter_by_type: 'PUB_WEB' }),
    ).toBe('ACCOUNT#acc#TAG#ete');
    expect(drivingPartition('acc', { filter_search_query: 'map Érables', filter_by_type: 'PUB_WEB' })).toBe(
      'ACCOUNT#acc#MW#erables',
    );
    expect(
      drivingPartition('acc', { filter_search_query: 'ab', filter_by_language: 'fr', filter_by_audio: '2trks' }),
    ).toBe('ACCOUNT#acc#MF#language=fr');
    expect(drivingPartition('acc', { filter_by_ratio: '1:1', filter_by_audio: '2trks' })).toBe(
      'ACCOUNT#acc#MF#ratio=1:1',
    );
    expect(drivingPartition('acc', { filter_by_start_date: '2026-01-01' })).toBeUndefined();
    expect(drivingPartition('acc', { filter_by_type: 'PUB_WEB', filter_by_owner: 'clients' })).toBeUndefined();
  });
});
