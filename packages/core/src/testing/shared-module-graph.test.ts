import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const THIS_FILE = relative(ROOT, fileURLToPath(import.meta.url));

/** Where the unit project's files live (vitest.config.ts), read without descending into node_modules. */
const UNIT_FOLDERS = ['packages', 'functions', 'state-machines', 'web/src'];

function unitTestFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return unitTestFiles(path);
    return /\.test\.tsx?$/.test(entry.name) && path !== THIS_FILE ? [path] : [];
  });
}

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * The unit files share one module graph per worker (`isolate: false` in vitest.config.ts): what one
 * file swaps for a fake, the files after it meet, and a module another file loaded first escapes a
 * file's fakes. So a file that mocks a module resets the modules before loading what it tests and
 * again after its tests, and a file that mocks an AWS client's class restores it.
 */
describe('the unit files undo their fakes for the files after them', () => {
  const files = UNIT_FOLDERS.flatMap(unitTestFiles).map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }));

  it('finds the unit files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('resets the modules before and after in every file that mocks one (vi.mock)', () => {
    const offenders = files
      .filter(({ text }) => count(text, /\bvi\.(mock|doMock)\(/g) > 0 && count(text, /\bvi\.resetModules\(\)/g) < 2)
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });

  it('restores every AWS client class it mocks (mockClient)', () => {
    const offenders = files
      .filter(({ text }) => count(text, /\bmockClient\(/g) > count(text, /\.restore\(\)/g))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});
