import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as definitions from '../index.ts';
import * as factsEntry from './index.ts';
import type { RouteFacts } from './facts.ts';

const FACT_KEYS = ['method', 'path', 'access', 'area', 'source', 'file', 'bills', 'openToBlockedAccount'] as const;

const isFacts = (value: unknown): value is RouteFacts =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** Each route of the SPA's entry, by `<export name>.<route name>` (or the export name alone). */
const entryRoutes = Object.entries(factsEntry).flatMap(([name, value]): [string, RouteFacts, unknown][] => {
  if (typeof value !== 'object' || value === null) return [];
  const definition = (definitions as Record<string, unknown>)[name];
  if (isFacts(value)) return [[name, value, definition]];
  return Object.entries(value as Record<string, unknown>)
    .filter((entry): entry is [string, RouteFacts] => isFacts(entry[1]))
    .map(([route, facts]) => [`${name}.${route}`, facts, (definition as Record<string, unknown> | undefined)?.[route]]);
});

describe('@masterport/contract/routes (the route facts without schemas)', () => {
  it('gives each table the facts of the definitions the main entry exports under the same name', () => {
    expect(entryRoutes.length).toBeGreaterThan(200);
    for (const [name, facts, definition] of entryRoutes) {
      expect(definition, name).toBeDefined();
      const defined = definition as RouteFacts & { permissions: readonly string[] };
      for (const key of FACT_KEYS) expect(facts[key], `${name}.${key}`).toEqual(defined[key]);
      expect(facts.permissions ?? [], `${name}.permissions`).toEqual(defined.permissions);
      // Facts only: no schema travels with them.
      expect(
        Object.keys(facts).filter((key) => ['body', 'query', 'params', 'response'].includes(key)),
        name,
      ).toEqual([]);
    }
  });

  it('imports nothing at run time but the facts files themselves, so a bundle of it carries no zod', () => {
    const folder = new URL('./', import.meta.url);
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      const valueImports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';$/gms)].map(
        (match) => match[1],
      );
      expect(
        valueImports.filter((from) => !/^\.\/[\w-]+\.ts$/.test(from ?? '')),
        file,
      ).toEqual([]);
    }
  });
});
