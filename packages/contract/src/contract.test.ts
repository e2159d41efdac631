import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './errors.ts';
import { routeKey } from './route.ts';
import { ROUTES, ROUTES_BY_KEY } from './routes/index.ts';

const documented = readFileSync(new URL('../api-calls.tsv', import.meta.url), 'utf8')
  .trim().split('\n').slice(1).map((line) => {
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
});

describe('error catalogue', () => {
  it('maps the seeds\u2019 reasons to their statuses', () => {
    for (const code of ['invalid_token', 'cant_authenticate', 'user_no_account', 'data_restriction', 'account_permission'] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(401);
    }
    for (const code of ['payment_method_missing', 'waiting_approval', 'payment_overdue', 'account_cancelled'] as const) {
      expect(ERROR_CATALOGUE[code].status).toBe(402);
    }
    for (const code of ['not_found', 'invitation_token', 'no_distribution', 'no_email', 'no_new_token', 'no_user'] as const) {
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
