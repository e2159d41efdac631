import { readdirSync } from 'node:fs';
import { AREAS, routeKey } from '@masterport/contract';
import { describe, expect, it } from 'vitest';
import type { RouteHandler } from '#lib/route-handler.ts';

/** The call files of an area: every .ts below its folder but the router and tests, as paths relative to it. */
const callFiles = (area: string): string[] =>
  readdirSync(new URL(`./${area}/`, import.meta.url), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts' && !file.endsWith('.test.ts'))
    .map((file) => file.replaceAll('\\', '/'));

// Seconds, not the default 5: an area's first test loads each of its call files and what they import.
describe.each(AREAS)('the %s area', { timeout: 30_000 }, (area) => {
  it('has one file per built call, named after the end of its path, and routes every one of them', async () => {
    const { handler } = (await import(`./${area}/index.ts`)) as { handler: { builtRouteKeys: string[] } };
    const routed: string[] = [];
    const calls = await Promise.all(
      callFiles(area).map(async (file) => ({
        file,
        call: (await import(`./${area}/${file}`)) as { default?: RouteHandler },
      })),
    );
    const pathOf = (call: { default?: RouteHandler }) => `/${call.default!.route.path}`.replace(/\/\{\w+\}/g, '');
    for (const { file, call } of calls) {
      expect(call.default?.route, file).toBeDefined();
      const pathWithoutParams = pathOf(call);
      const name = `/${file.replace(/\.ts$/, '')}`;
      // Two calls on one path (the same call with more parameters) are told apart by a dotted
      // suffix: `view-file-data.in-distribution.ts`.
      const sharesPath = calls.filter((other) => pathOf(other.call) === pathWithoutParams).length > 1;
      const named =
        pathWithoutParams.endsWith(name) || (sharesPath && pathWithoutParams.endsWith(name.replace(/\.[\w-]+$/, '')));
      expect(named, `${file} serves ${pathWithoutParams}`).toBe(true);
      routed.push(routeKey(call.default!.route));
    }
    expect(handler.builtRouteKeys.toSorted()).toEqual(routed.toSorted());
  });
});
