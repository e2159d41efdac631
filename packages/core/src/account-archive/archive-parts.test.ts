import { describe, expect, it } from 'vitest';
import { splitIntoParts, type ArchiveEntry } from './archive-parts.ts';

const file = (name: string, size: number): ArchiveEntry => ({ bucket: 'outputs', key: name, name, size });
const names = (parts: ArchiveEntry[][]) => parts.map((part) => part.map((entry) => entry.name));

describe('Splitting an archive into parts', () => {
  it('fills each part up to the bound in order, and starts the next one with the file that does not fit', () => {
    // Act
    const parts = splitIntoParts([file('a', 40), file('b', 60), file('c', 1), file('d', 99)], 100);

    // Assess
    expect(names(parts)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('gives a file larger than the bound a part of its own, never splitting it', () => {
    // Act
    const parts = splitIntoParts([file('small', 10), file('huge', 250), file('after', 10)], 100);

    // Assess
    expect(names(parts)).toEqual([['small'], ['huge'], ['after']]);
  });

  it('makes no part of no files', () => {
    expect(splitIntoParts([], 100)).toEqual([]);
  });
});
