import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The layers of core, lowest first: an area (a folder of src/) imports only areas of lower layers,
 * so imports point one way and a rule lives below every area that needs it. `base` is the top-level
 * files (errors, config, logger, random, storage keys...). Shared needs of several areas go down
 * into a lower module rather than sideways: what every area needs of a master (access checks, slate
 * rules, its links) is `master-access`, not the masters area. A new area takes the lowest layer
 * above everything it imports. The package's README shows the same list (checked below).
 */
const LAYERS: readonly (readonly string[])[] = [
  ['base'],
  ['adapters'],
  ['billing-access'],
  ['auth', 'mail', 'lists'],
  [
    'shared',
    'identification',
    'partners',
    'archives',
    'call-letters',
    'delivery',
    'station-files',
    'traffic-instructions',
    'profile',
    'billing',
    'site',
    'ad-codes',
  ],
  ['accounts', 'contacts', 'master-access', 'operators', 'account-archive'],
  ['processing', 'playlists'],
  ['uploads', 'masters'],
  ['team', 'distributions'],
  ['documents'],
  ['testing'],
];

const SRC = dirname(fileURLToPath(import.meta.url));

/** One import from one area into another, named by the files so a failure says where to look. */
type AreaImport = { from: string; to: string; file: string; specifier: string };

/** The area of a file of src/: its first folder, or `base` for a top-level file. */
const areaOf = (path: string): string => {
  const [first, ...rest] = relative(SRC, path).split(sep);
  return rest.length ? first! : 'base';
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative import (static, type-only, re-export or dynamic) that crosses from one area into another. */
function crossAreaImports(files: readonly string[], read: (path: string) => string): AreaImport[] {
  return files.flatMap((file) =>
    ts
      .preProcessFile(read(file), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ({
        from: areaOf(file),
        to: areaOf(resolve(dirname(file), fileName)),
        file: relative(SRC, file),
        specifier: fileName,
      }))
      .filter(({ from, to }) => from !== to),
  );
}

/** Each simple cycle between areas once, starting at its alphabetically first area, with one import per step. */
function areaCycles(imports: readonly AreaImport[]): string[] {
  const edges = new Map<string, Map<string, AreaImport>>();
  for (const edge of imports) {
    const out = edges.get(edge.from) ?? new Map<string, AreaImport>();
    if (!out.has(edge.to)) out.set(edge.to, edge);
    edges.set(edge.from, out);
  }
  const cycles: string[] = [];
  const walk = (start: string, path: AreaImport[]) => {
    const at = path.at(-1)?.to ?? start;
    for (const [next, edge] of edges.get(at) ?? []) {
      if (next === start) {
        const steps = [...path, edge];
        cycles.push(
          `${[start, ...steps.map((step) => step.to)].join(' -> ')}: ${steps.map((step) => `${step.file} imports ${step.specifier}`).join('; ')}`,
        );
      } else if (next > start && !path.some((step) => step.to === next)) {
        walk(start, [...path, edge]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, []);
  return cycles;
}

/** The imports that go sideways or up the layers, and the areas no layer names. */
function layerBreaches(imports: readonly AreaImport[], areas: readonly string[]): string[] {
  const layerOf = new Map(LAYERS.flatMap((layer, index) => layer.map((area) => [area, index] as const)));
  const unplaced = areas.filter((area) => !layerOf.has(area)).map((area) => `${area} is in no layer of LAYERS`);
  const upward = imports
    .filter(({ from, to }) => layerOf.has(from) && layerOf.has(to) && layerOf.get(to)! >= layerOf.get(from)!)
    .map(
      ({ from, to, file, specifier }) =>
        `${from} (layer ${layerOf.get(from)}) imports ${to} (layer ${layerOf.get(to)}): ${file} imports ${specifier}`,
    );
  return [...unplaced, ...upward];
}

describe('The import graph of packages/core', () => {
  const files = sourceFiles(SRC);
  const imports = crossAreaImports(files, (path) => readFileSync(path, 'utf8'));

  it('has no cycle between areas', () => {
    expect(areaCycles(imports)).toEqual([]);
  });

  it('points down the layers: no area imports one of its own layer or above', () => {
    // Prepare
    const areas = [...new Set(files.map(areaOf))].sort();

    // Act
    const breaches = layerBreaches(imports, areas);

    // Assess
    expect(breaches).toEqual([]);
  });

  it('is the list of layers the README shows', () => {
    // Prepare
    const readme = readFileSync(join(SRC, '..', 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Layers')).split(/\n## /)[0]!;

    // Act
    const shown = [...section.matchAll(/^\d+\. ([^(\n]*)/gm)].map(([, names]) =>
      [...names!.matchAll(/`([^`]+)`/g)].map(([, name]) => name),
    );

    // Assess
    expect(shown).toEqual(LAYERS);
  });

  it('finds a cycle of three areas and names the imports that make it', () => {
    // Prepare
    const planted = [
      { from: 'a', to: 'b', file: 'a/one.ts', specifier: '../b/two.ts' },
      { from: 'b', to: 'c', file: 'b/two.ts', specifier: '../c/three.ts' },
      { from: 'c', to: 'a', file: 'c/three.ts', specifier: '../a/one.ts' },
      { from: 'c', to: 'd', file: 'c/three.ts', specifier: '../d/four.ts' },
    ];

    // Act
    const cycles = areaCycles(planted);

    // Assess
    expect(cycles).toEqual([
      'a -> b -> c -> a: a/one.ts imports ../b/two.ts; b/two.ts imports ../c/three.ts; c/three.ts imports ../a/one.ts',
    ]);
  });
});
