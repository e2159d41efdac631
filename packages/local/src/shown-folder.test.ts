import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shownFolder } from './shown-folder.ts';

describe('the data folder npm start names', () => {
  const root = join(sep, 'repo');
  it('names the default folder relative to the repository, and any other where it is', () => {
    expect(shownFolder(root, join(root, '.data'))).toBe(`.data${sep}`);
    expect(shownFolder(root, join(sep, 'var', 'masterport'))).toBe(`${join(sep, 'var', 'masterport')}${sep}`);
    expect(shownFolder(root, join(root, '..', 'repo-data'))).toBe(`${join(sep, 'repo-data')}${sep}`);
  });
});
