import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../outputs/layouts.ts';
import { OUTPUT_KEY_NAMES } from '@masterport/contract';
import {
  OUTPUT_KEYS,
  OUTPUT_PROFILES,
  outputFileName,
  outputProfile,
  sidecarKey,
  sidecarOf,
} from '../outputs/profiles.ts';
import { outputKeysFor } from '../outputs/output-keys.ts';
import { TV_SCC } from '../test-fixtures.ts';
import { makeCaptionOutputs, makeCaptionSidecars } from './convert.ts';

const MXF_KEYS = Object.values(OUTPUT_PROFILES)
  .filter((profile) => profile.kind === 'media' && profile.container === 'mxf')
  .map((profile) => profile.key);
const firstTimecode = (text: string) => /^(\d\d:\d\d:\d\d[;:]\d\d)/m.exec(text)?.[1];

describe('MXF sidecar captions (OUTPUTS.md decision 8)', () => {
  it('gives every MXF key of a TV master with captions an SCC and an MCC, named like the MXF', () => {
    const keys = outputKeysFor('PUB_TV_WEB', { hasCaptions: true });
    for (const key of MXF_KEYS) {
      for (const format of ['scc', 'mcc'] as const) {
        const sidecar = sidecarKey(format, key);
        expect(keys, sidecar).toContain(sidecar);
        expect(outputProfile(sidecar)).toMatchObject({
          kind: 'captions',
          category: 'CLOSED_CAPTIONS',
          extension: format,
        });
        expect(outputFileName('abc123', sidecar)).toBe(`ABC123_${key}.${format}`);
      }
    }
    expect(outputKeysFor('PUB_TV_WEB', { hasCaptions: false }).filter((key) => key.startsWith('SIDECAR_'))).toEqual([]);
    expect(sidecarOf('SIDECAR_SCC_MP41080')).toBeUndefined();
    expect(sidecarOf('SIDECAR_SRT_MXF1080_00H')).toBeUndefined();
  });

  it.each(MXF_KEYS)('re-bases %s’s sidecars to its layout’s program start', (key) => {
    const { layout } = sidecarOf(sidecarKey('scc', key))!;
    const programStart = LAYOUTS[layout].programStart;
    const { scc, mcc } = makeCaptionSidecars('spot.scc', TV_SCC, {
      durationSeconds: 2,
      programStart,
      createdAt: new Date('2026-01-01T00:00:00Z'),
      uuid: '00000000-0000-4000-8000-000000000000',
    });
    // The source's first caption is at its program start (10:00:00;00): the sidecar's is at the MXF's.
    expect(firstTimecode(scc.split('\n').slice(1).join('\n'))).toBe(programStart);
    // MCC writes its timecodes with colons; the header's 30DF says they count drop-frame.
    expect(firstTimecode(mcc.slice(mcc.indexOf('\n\n')))).toBe(programStart.replace(';', ':'));
    expect(mcc).toMatch(/^File Format=MacCaption_MCC V2\.0/);
  });
});

describe('output keys', () => {
  it('are the ones the contract names (what the SPA describes in words)', () => {
    expect([...OUTPUT_KEYS].sort()).toEqual([...OUTPUT_KEY_NAMES].sort());
  });
});

describe('SRT outputs', () => {
  it('keep a caption’s rows as lines (SRT_CC without the screen placement, SRT_CAPTIONS_CC as broadcast)', () => {
    const made = makeCaptionOutputs('spot.scc', TV_SCC, { durationSeconds: 2 });
    expect(made.SRT_CC).toContain('CRUNCHY BARS\nNOW IN STORES');
    expect(made.SRT_CAPTIONS_CC.split('\n\n')[1]!.split('\n').length).toBeGreaterThanOrEqual(4);
  });
});
