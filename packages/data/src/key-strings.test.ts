import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { distributionCarrier, keys, leaseScopes } from './keys.ts';

/**
 * Guard: every key string is built in packages/data (keys.ts, or an entity's declaration). A
 * prefix such as `MASTER#` spelled in core, a Lambda, the local cloud or the SPA is a second
 * definition of how an item is addressed; this test finds them and names the lines.
 */
const REPOSITORY = fileURLToPath(new URL('../../../', import.meta.url));
const OUTSIDE_DATA = ['packages/core/src', 'functions', 'packages/local/src', 'web/src', 'scripts'];

/** Every prefix the key builders make (`MASTER`, `MEMBER`, `DISTLINK`...), found by calling them. */
function keyPrefixes(): Set<string> {
  const prefixes = new Set<string>();
  const builders = [...Object.values(keys), ...Object.values(leaseScopes), ...Object.values(distributionCarrier)] as ((
    ...args: string[]
  ) => unknown)[];
  for (const build of builders) {
    const built = build('x', 'x', 'x', 'x');
    for (const value of typeof built === 'string' ? [built] : Object.values(built as Record<string, string>)) {
      for (const match of value.matchAll(/(?:^|#)([A-Z][A-Z_]+)#/g)) prefixes.add(match[1]!);
    }
  }
  return prefixes;
}

function sourceFiles(folder: string): string[] {
  const entries = readdirSync(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) =>
        entry.isFile() &&
        /\.(ts|tsx|mjs|js)$/.test(entry.name) &&
        !join(entry.parentPath, entry.name).includes('node_modules'),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The lines outside packages/data where a string or template literal starts with a key prefix. */
function keyStrings(prefixes: ReadonlySet<string>, files: readonly string[]): string[] {
  const literal = new RegExp(`[\`'"](?:${[...prefixes].join('|')})#`);
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // A comment may show a key's shape (`ACCOUNT#<id>`); only code builds one.
        if (literal.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
          found.push(`${relative(REPOSITORY, file)}:${index + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('Guard: key strings live in packages/data', () => {
  it('knows the prefixes of the key builders', () => {
    expect([...keyPrefixes()]).toEqual(
      expect.arrayContaining(['MASTER', 'ACCOUNT', 'MEMBER', 'PARTNER', 'PLAYLINK', 'DISTLINK', 'DEST', 'SEND']),
    );
  });

  it('finds no key prefix spelled in core, the Lambdas, the local cloud, the scripts or the SPA', () => {
    // Prepare
    const prefixes = keyPrefixes();

    // Act
    const found = keyStrings(
      prefixes,
      OUTSIDE_DATA.flatMap((folder) => sourceFiles(join(REPOSITORY, folder))),
    );

    // Assess
    expect(found, 'build these keys with packages/data (keys.ts) instead').toEqual([]);
  });

  it('finds no key prefix spelled in the data layer outside keys.ts', () => {
    // Prepare
    const prefixes = keyPrefixes();
    const files = sourceFiles(join(REPOSITORY, 'packages/data/src')).filter(
      (file) => !file.endsWith('.test.ts') && !file.endsWith('keys.ts'),
    );

    // Act
    const found = keyStrings(prefixes, files);

    // Assess
    expect(found, 'build these keys in keys.ts (keys or ranges) and use them from the entity').toEqual([]);
  });
});
