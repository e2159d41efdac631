import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '@masterport/contract';
import type { PermissionKey, RouteDefinition } from '@masterport/contract';

/**
 * Every action the SPA offers is one the user's keys allow (issue 28), checked over the SPA's
 * sources: each action is walked to the route it calls and to the check that decides whether it is
 * shown. An action is a call that changes something (a route that is not a read), made by a
 * component through one of its feature's `api/` functions or through `callApi` itself. Its gate,
 * for every key the route needs, is one of:
 * - `mayCall(session, <route>)`, `hasPermission(session, '<key>')` or `<RequirePermission keys={['<key>']}>`
 *   in the component's own file;
 * - the same in every file that renders it and hands it the decision (GATED_BY);
 * - the Settings tab its screen opens from, when that tab opens with that one key (`app/settings-tabs.ts`);
 * - a read its screen makes through SWR with that key: without it the screen shows an error, never the action.
 * The check reads source text, so a gate spelled another way is not seen: spell it one of these ways.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES: Record<string, string> = {
  '#app/': 'app/',
  '#components/': 'components/',
  '#config/': 'config/',
  '#features/': 'features/',
  '#lib/': 'lib/',
};

/** Components whose actions the components rendering them gate (a `canEdit` they hand down): each of those must hold the gate. */
const GATED_BY: Record<string, readonly string[]> = {
  'components/add-to-playlist.tsx': ['components/master-cart.tsx', 'features/masters/components/playlists-tab.tsx'],
  'features/billing/components/add-card-modal.tsx': [
    'features/billing/components/add-payment-page.tsx',
    'features/billing/components/payment-methods-section.tsx',
  ],
  'features/call-letters/components/own-call-letters.tsx': ['features/call-letters/components/call-letters-screen.tsx'],
  'features/call-letters/components/station-groups.tsx': ['features/call-letters/components/call-letters-screen.tsx'],
  // The spec form opens from the own stations' table, which the screen shows only with delivery_method.
  'features/call-letters/components/station-spec-form.tsx': [
    'features/call-letters/components/call-letters-screen.tsx',
  ],
  'features/distributions/components/spec-notices.tsx': ['features/distributions/components/distributions-page.tsx'],
  'features/distributions/components/mark-delivered-modal.tsx': [
    'features/distributions/components/distribution-page.tsx',
  ],
  'features/masters/components/house-code-modal.tsx': ['features/masters/components/master-actions-menu.tsx'],
  'features/masters/components/library-card.tsx': ['features/masters/components/master-page.tsx'],
  'features/masters/components/master-actions-menu.tsx': ['features/masters/components/master-page.tsx'],
  'features/masters/components/master-banner.tsx': ['features/masters/components/master-page.tsx'],
  'features/masters/components/processing-panel.tsx': ['features/masters/components/master-page.tsx'],
  'features/masters/components/public-link.tsx': ['features/masters/components/master-page.tsx'],
  'features/masters/components/quality-tab.tsx': ['features/masters/components/master-page.tsx'],
  'features/playlists/components/playlist-masters.tsx': ['features/playlists/components/playlist-page.tsx'],
};

/**
 * Contract functions that list the keys an action needs, which screens check with
 * `.every((key) => hasPermission(session, key))`: `manageDistributionKeys` (manage_distributions,
 * and the radio key for a radio spot).
 */
const KEY_LISTS: Record<string, readonly PermissionKey[]> = { manageDistributionKeys: ['manage_distributions'] };

const isRoute = (value: unknown): value is RouteDefinition =>
  typeof value === 'object' && value !== null && 'path' in value && 'permissions' in value && 'method' in value;
/** The contract's route tables by their exported names, as the SPA's sources spell them. */
const TABLES = new Map(
  Object.entries(contract).flatMap(([name, value]) =>
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).length > 0 &&
    Object.values(value).every(isRoute)
      ? [[name, value as Record<string, RouteDefinition>] as const]
      : [],
  ),
);
const TABLE = `(${[...TABLES.keys()].join('|')})\\.(\\w+)\\b`;
/** The session argument of a check: a name, or a call such as `useSession()`. */
const SESSION = '(?:[\\w.]+|\\w+\\(\\))';
const routeOf = (table = '', name = '') => TABLES.get(table)?.[name];
/** A read changes nothing, so offering it is no action: a GET, or a POST named as a read. */
const isRead = (route: RouteDefinition) =>
  route.method === 'GET' || /\/(get|search|list|has|check|preview|validate|view|download)[^/]*$/.test(route.path);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
const FILES = new Map(sources(SRC).map((path) => [relative(SRC, path), readFileSync(path, 'utf8')]));

function resolveImport(file: string, specifier: string): string {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  return alias
    ? join(ALIASES[alias]!, specifier.slice(alias.length))
    : relative(SRC, resolve(SRC, dirname(file), specifier));
}

/** The source of each api function a component file imports. */
function importedApi(file: string, source: string): string[] {
  return [...source.matchAll(/import \{([^}]+)\} from '([.#][^']*\/api\/[^']+)'/g)].flatMap(
    ([, names = '', specifier = '']) => {
      const module = FILES.get(resolveImport(file, specifier)) ?? '';
      return names
        .split(',')
        .map((name) => name.replace(/^type\s+/, '').trim())
        .filter(Boolean)
        .flatMap(
          (name) =>
            module.match(new RegExp(`export (?:const|(?:async )?function) ${name}\\b[\\s\\S]*?(?=\\nexport |$)`)) ?? [],
        );
    },
  );
}

/** The routes a piece of source calls that change something: not cache keys, SWR reads or the gates themselves. */
function actionsIn(source: string): { name: string; route: RouteDefinition }[] {
  const pattern = new RegExp(`(apiKey\\(|useApiQuery\\(|mayCall\\(${SESSION},\\s*)?\\b${TABLE}`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, notACall, table, name]) => {
    const route = routeOf(table, name);
    return route && !notACall && !isRead(route) ? [{ name: `${table}.${name}`, route }] : [];
  });
}

/** The keys of the reads a piece of source makes through SWR. */
const readKeysIn = (source: string): PermissionKey[] =>
  [...source.matchAll(new RegExp(`useApiQuery\\([^,)]*?\\b${TABLE}`, 'g'))].flatMap(
    ([, table, name]) => routeOf(table, name)?.permissions ?? [],
  );

/** The keys a file checks before it shows something. */
function keysGatedIn(source: string): Set<PermissionKey> {
  const byRoute = [...source.matchAll(new RegExp(`mayCall\\(${SESSION},\\s*${TABLE}`, 'g'))].flatMap(
    ([, table, name]) => routeOf(table, name)?.permissions ?? [],
  );
  const byKey = [...source.matchAll(new RegExp(`hasPermission\\(${SESSION},\\s*'(\\w+)'\\)`, 'g'))].map(
    ([, key]) => key as PermissionKey,
  );
  const byList = Object.entries(KEY_LISTS).flatMap(([name, keys]) =>
    new RegExp(`${name}\\([^)]*\\)\\.every\\(\\(\\w+\\) => hasPermission\\(`).test(source) ? keys : [],
  );
  // A screen wrapped in <RequirePermission keys={['<key>']}> shows nothing but "restricted" without it.
  const byWrapper = [...source.matchAll(/<RequirePermission keys=\{\['(\w+)'\]\}>/g)].map(
    ([, key]) => key as PermissionKey,
  );
  return new Set([...byRoute, ...byKey, ...byList, ...byWrapper]);
}

/** The Settings tabs: each screen's file and the keys that open its tab (any one of them). */
const SETTINGS_TABS = new Map(
  [
    ...(FILES.get('app/settings-tabs.ts') ?? '').matchAll(
      /permission: (\[[^\]]*\]|'\w+'|null),[\s\S]*?import\('([^']+)'\)/g,
    ),
  ].map(([, keys = '', specifier = '']) => [
    resolveImport('app/settings-tabs.ts', specifier),
    [...keys.matchAll(/'(\w+)'/g)].map(([, key]) => key as PermissionKey),
  ]),
);

/** A screen's tab, or for a part of a screen, the tab of the only screen in its folder; a tab of one key gates it. */
function tabKeys(file: string): PermissionKey[] {
  const beside = [...SETTINGS_TABS.entries()].filter(([screen]) => dirname(screen) === dirname(file));
  const keys = SETTINGS_TABS.get(file) ?? (beside.length === 1 ? beside[0]![1] : []);
  return keys.length === 1 ? keys : [];
}

/** Every action offered without a gate on every key its route needs, as "file: route needs keys". */
function ungatedActions(files: ReadonlyMap<string, string>): string[] {
  return [...files.entries()]
    .filter(([file]) => file.endsWith('.tsx'))
    .flatMap(([file, source]) => {
      const api = importedApi(file, source);
      const callers = (GATED_BY[file] ?? []).map((caller) => keysGatedIn(files.get(caller) ?? ''));
      const gates = new Set([
        ...keysGatedIn(source),
        ...[...(callers[0] ?? [])].filter((key) => callers.every((gated) => gated.has(key))),
        ...tabKeys(file),
        ...[source, ...api].flatMap(readKeysIn),
      ]);
      return [source, ...api].flatMap(actionsIn).flatMap(({ name, route }) => {
        const missing = route.permissions.filter((key) => !gates.has(key));
        return missing.length ? [`${file}: ${name} needs ${missing.join(', ')}`] : [];
      });
    });
}

describe('the actions the SPA offers', () => {
  it('are each shown only to whoever holds every key of the route they call', () => {
    // Act
    const ungated = [...new Set(ungatedActions(FILES))].sort();

    // Assess
    expect(ungated).toEqual([]);
  });

  it('finds an action offered without its gate, as "Set thumbnail" was to a viewer', () => {
    // Prepare: the thumbnail button without its check.
    const file = 'features/masters/components/thumbnail-modal.tsx';
    const planted = new Map(FILES).set(file, FILES.get(file)!.replace(/mayCall\(/g, 'alwaysTrue('));

    // Act
    const ungated = ungatedActions(planted);

    // Assess
    expect(ungated).toContain(`${file}: masterFileRoutes.saveThumbnail needs masters_creation`);
  });

  it('walks the actions of every main screen, and sees the gates spelled each way', () => {
    // Act
    const walked = new Set(
      [...FILES.entries()].flatMap(([file, source]) =>
        file.endsWith('.tsx') && [source, ...importedApi(file, source)].flatMap(actionsIn).length
          ? [file.startsWith('features/') ? file.split('/')[1] : file]
          : [],
      ),
    );

    // Assess
    expect([...walked]).toEqual(
      expect.arrayContaining([
        'masters',
        'distributions',
        'playlists',
        'documents',
        'team',
        'received',
        'call-letters',
      ]),
    );
    expect([
      ...keysGatedIn("hasPermission(useSession(), 'billing') mayCall(session, playlistRouteTable.create)"),
    ]).toEqual(['playlists', 'billing']);
  });
});
