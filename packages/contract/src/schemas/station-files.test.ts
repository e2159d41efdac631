import { describe, expect, it } from 'vitest';
import {
  deliveryFileName,
  FILE_NAME_MAX,
  FILENAME_ATTRIBUTES,
  FILENAME_SEPARATORS,
  filenameBuilderSchema,
  SAMPLE_FILE_NAME_VALUES,
  type FileNameValues,
  type FilenameAttribute,
  type FilenameBuilder,
} from './station-files.ts';

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

describe('the code in every name a station asks it in (issue 32)', () => {
  // Every attribute at its longest (the slate's limits, a 20-character code), so the bound bites.
  const code = 'MAPL1234000HABCDEFGH';
  const longest: FileNameValues = {
    ...Object.fromEntries(FILENAME_ATTRIBUTES.map((attribute) => [attribute, 'Épicerie Fine '.repeat(5)])),
    title: 'T'.repeat(63),
    unique_id: code,
  };
  const others: FilenameAttribute[] = FILENAME_ATTRIBUTES.filter((attribute) => attribute !== 'unique_id');
  /** Every pattern with the code: beside each other attribute (before and after), and last and first of twelve. */
  const shapes: FilenameBuilder[] = FILENAME_SEPARATORS.flatMap((separator) => [
    { attributes: ['unique_id'], separator },
    ...others.flatMap((other) => [
      { attributes: ['unique_id', other] as FilenameAttribute[], separator },
      { attributes: [other, 'unique_id'] as FilenameAttribute[], separator },
    ]),
    ...Array.from({ length: 12 }, (_, position) => {
      const attributes = others.slice(position, position + 11);
      attributes.splice(position % (attributes.length + 1), 0, 'unique_id');
      return { attributes, separator };
    }),
  ]);

  it('keeps the whole code, as a part of its own, however long the other values are', () => {
    expect(shapes.length).toBeGreaterThan(150);
    for (const builder of shapes) {
      expect(filenameBuilderSchema.safeParse(builder).success).toBe(true);
      for (const values of [SAMPLE_FILE_NAME_VALUES, { ...SAMPLE_FILE_NAME_VALUES, unique_id: code }, longest]) {
        const name = deliveryFileName(values, builder, 'mxf');
        const stem = name.replace(/\.mxf$/, '');
        expect(stem.split(builder.separator), `${name} (${builder.attributes.join(builder.separator)})`).toContain(
          values.unique_id,
        );
        expect(stem.length).toBeLessThanOrEqual(FILE_NAME_MAX);
      }
    }
  });

  it('shortens the other values, the longest first', () => {
    const name = deliveryFileName(longest, { attributes: ['title', 'product', 'unique_id'], separator: '_' }, 'mxf');
    expect(name).toMatch(new RegExp(`^T{63}_Epicerie-Fine-[A-Za-z-]+_${code}\\.mxf$`));
    expect(name).toHaveLength(FILE_NAME_MAX + 4);
  });

  it('has no code when the station does not ask for it, unless nothing else names the file', () => {
    expect(deliveryFileName(SAMPLE_FILE_NAME_VALUES, { attributes: ['title'], separator: '_' }, 'mxf')).toBe(
      'Winter-Morning.mxf',
    );
    expect(deliveryFileName(SAMPLE_FILE_NAME_VALUES, { attributes: ['thumbnails'], separator: '_' }, 'mxf')).toBe(
      'MAPL1234000H.mxf',
    );
  });
});
