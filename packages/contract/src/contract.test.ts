import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors.ts';
import { AREAS, defineRoute, pathParamNames, routeKey } from './route.ts';
import { AREA_ROUTE_LISTS, masterFileRoutes, ROUTES, ROUTES_BY_KEY } from './routes/index.ts';
import { idField } from './schemas/fields.ts';

const documented = readFileSync(new URL('../api-calls.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [method, path, access, area] = line.split('\t');
    return { method, path, access, area };
  });

describe('route table', () => {
  it('has an entry for every documented call, with the documented access', () => {
    const missing = documented.filter((call) => !ROUTES_BY_KEY.has(`${call.method} /api/${call.path}`));
    expect(missing).toEqual([]);
    for (const call of documented) {
      expect(ROUTES_BY_KEY.get(`${call.method} /api/${call.path}`)?.access, call.path).toBe(call.access);
    }
  });

  it('adds only calls marked as ours to the documented list', () => {
    const documentedKeys = new Set(documented.map((call) => `${call.method} /api/${call.path}`));
    const extra = ROUTES.filter((route) => !documentedKeys.has(routeKey(route)));
    expect(extra.map((route) => route.source)).toEqual(extra.map(() => 'ours'));
    expect(extra.map((route) => route.path)).toContain('user/uploads/create-multipart');
  });

  it('never declares the same route twice', () => {
    expect(ROUTES_BY_KEY.size).toBe(ROUTES.length);
  });

  it('gives every route a params schema naming exactly the placeholders of its path', () => {
    for (const route of ROUTES) {
      const named = Object.keys(route.params.shape).sort();
      expect(named, route.path).toEqual(pathParamNames(route.path).sort());
    }
  });

  it('refuses path parameters outside their field, and any the path does not name', () => {
    const { getDownloadUrl, viewFileData } = masterFileRoutes;
    expect(getDownloadUrl.params.safeParse({ master_id: 'Ab3_def-45', output_key: 'MXF1080_SLATED' }).success).toBe(
      true,
    );
    expect(
      getDownloadUrl.params.safeParse({ master_id: '../etc', output_key: 'MXF1080_SLATED' }).error?.issues[0]?.message,
    ).toBe('id');
    expect(
      getDownloadUrl.params.safeParse({ master_id: 'Ab3_def-45', output_key: 'mxf' }).error?.issues[0]?.message,
    ).toBe('one_of');
    expect(
      getDownloadUrl.params.safeParse({ master_id: 'Ab3_def-45', output_key: 'MXF1080_SLATED', extra: 'x' }).success,
    ).toBe(false);
    const share = { created_on: '2026-11-23T10:20:30.123Z', hash_key: 'A'.repeat(27), output_key: 'RADIO_MP3_320' };
    expect(viewFileData.params.safeParse(share).success).toBe(true);
    expect(viewFileData.params.safeParse({ ...share, created_on: 'yesterday' }).success).toBe(false);
  });

  it('gives every built route a query schema that refuses names it does not declare, and bounds the ones it does', () => {
    const lax = ROUTES.filter(
      (route) => route.specified && route.query.safeParse({ undeclared_name: 'x' }).success,
    ).map(routeKey);
    expect(lax).toEqual([]);
    const unbounded = ROUTES.filter((route) => route.specified).flatMap((route) =>
      Object.keys((route.query as { shape?: object }).shape ?? {})
        .filter((name) => route.query.safeParse({ [name]: 'x'.repeat(10_000) }).success)
        .map((name) => `${routeKey(route)} ?${name}`),
    );
    expect(unbounded).toEqual([]);
  });

  it('gives each area\u2019s Lambda exactly the routes of its area, each once', () => {
    // Act
    const lists = AREAS.map((area) => [area, AREA_ROUTE_LISTS[area].map(routeKey).sort()] as const);

    // Assess
    for (const [area, keys] of lists) {
      const expected = ROUTES.filter((route) => route.area === area)
        .map(routeKey)
        .sort();
      expect(keys, area).toEqual(expected);
    }
  });

  it('lets a route describe only placeholders of its own path', () => {
    expect(() => defineRoute({ ...masterFileRoutes.getDetails, params: { id: idField() } as never })).toThrow(
      /no placeholder id/,
    );
  });
});

describe('error catalogue', () => {
  it('maps the seeds\u2019 reasons to their statuses', () => {
    for (const code of [
      'invalid_token',
      'cant_authenticate',
      'user_no_account',
      'data_restriction',
      'account_permission',
    ] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(401);
    }
    for (const code of [
      'payment_method_missing',
      'waiting_approval',
      'payment_overdue',
      'account_cancelled',
    ] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(402);
    }
    for (const code of [
      'not_found',
      'invitation_token',
      'no_distribution',
      'no_email',
      'no_new_token',
      'no_user',
    ] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(404);
    }
    expect(ERROR_CATALOGUE.internal_error.status).toBe(500);
    expect(ERROR_CATALOGUE.maintenance.status).toBe(503);
  });

  it('has a distinct French message for every code', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(entry.fr, code).not.toBe('');
      expect(entry.fr, code).not.toBe(entry.en);
    }
  });
});
