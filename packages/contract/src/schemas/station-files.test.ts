import { describe, expect, it } from 'vitest';
import { deliveryFileName, filenameBuilderSchema, SAMPLE_FILE_NAME_VALUES } from './station-files.ts';

describe('the names stations receive files under', () => {
  it('puts the chosen attributes in order with the separator, then the extension', () => {
    expect(
      deliveryFileName(SAMPLE_FILE_NAME_VALUES, { attributes: ['unique_id', 'title'], separator: '_' }, 'mxf'),
    ).toBe('MAPL1234000H_Winter-Morning.mxf');
    expect(
      deliveryFileName(
        SAMPLE_FILE_NAME_VALUES,
        { attributes: ['announcer', 'product', 'date'], separator: '-' },
        '.MP4',
      ),
    ).toBe('Maple-Foods-Pure-Maple-Syrup-20261201.mp4');
  });

  it('makes any value safe for every file system: accents dropped, no slashes, colons, quotes or control characters', () => {
    const values = { title: 'Épicerie: "l\'été" / 50% <off>\u0000\r\n', agency: 'C:\\Agence*?|' };
    expect(deliveryFileName(values, { attributes: ['agency', 'title'], separator: '_' }, 'scc')).toBe(
      'C-Agence_Epicerie-l-ete-50-off.scc',
    );
  });

  it('skips attributes without a value, never ends empty, avoids reserved Windows names and bounds the length', () => {
    expect(
      deliveryFileName(
        { unique_id: 'ABCD1234' },
        { attributes: ['house_code', 'none', 'unique_id'], separator: '_' },
        'mp3',
      ),
    ).toBe('ABCD1234.mp3');
    expect(deliveryFileName({}, { attributes: ['title'], separator: '_' }, 'mp3')).toBe('spot.mp3');
    expect(deliveryFileName({ title: 'CON' }, { attributes: ['title'], separator: '_' }, 'txt')).toBe('CON_file.txt');
    expect(deliveryFileName({ title: 'x'.repeat(300) }, { attributes: ['title'], separator: '_' }, 'mxf')).toHaveLength(
      120 + 4,
    );
  });

  it('refuses a pattern without attributes, or with one twice (seed: cannot delete all file attributes)', () => {
    expect(filenameBuilderSchema.safeParse({ attributes: [], separator: '_' }).error?.issues[0]?.message).toBe(
      'last_file_attribute',
    );
    expect(
      filenameBuilderSchema.safeParse({ attributes: ['title', 'title'], separator: '_' }).error?.issues[0]?.message,
    ).toBe('duplicate_attribute');
    expect(filenameBuilderSchema.safeParse({ attributes: ['title'], separator: ' ' }).success).toBe(false);
  });
});
