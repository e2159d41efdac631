import { accountRoutes, authRoutes } from '@masterport/contract/routes';
import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient, type ApiEvent } from './api-client.ts';

interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}
type Answer = { status: number; body?: unknown } | 'network';
type Handler = (sent: Sent, index: number) => Answer | Promise<Answer>;

const json = (status: number, body: unknown) => ({ status, body });
const errorBody = (code: string) => ({ success: false, code, message: code });

/** A fake fetch that records every request and answers with the handler of its path. */
function fakeApi(
  handlers: Record<string, Handler>,
  cookies: Record<string, string> = { mp_presence_ai: 'acc_123456' },
) {
  const sent: Sent[] = [];
  const events: ApiEvent[] = [];
  const counts = new Map<string, number>();
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input)
      .replace(/^\/api\//, '')
      .split('?')[0]!;
    const request: Sent = {
      path,
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    sent.push(request);
    const index = counts.get(path) ?? 0;
    counts.set(path, index + 1);
    const handler = handlers[path];
    if (!handler) throw new Error(`unexpected call ${path}`);
    const answer = await handler(request, index);
    if (answer === 'network') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status });
  }) as typeof globalThis.fetch;
  const client = createApiClient({
    fetch,
    readCookie: (name) => cookies[name],
    now: () => 1_000_000_000_000,
    language: () => 'fr',
    timezone: () => 'America/Toronto',
    onEvent: (event) => events.push(event),
    retryDelayMs: 0,
  });
  return { client, sent, events, cookies, calls: (path: string) => sent.filter((request) => request.path === path) };
}

const profile = { success: true, user_profile: { id: 'u1' } };
const refreshOk = json(200, { success: true, data: { account_id: 'acc_123456', expires_at: 2_000_000_000 } });

describe('api client: requests', () => {
  it('sends JSON with the CSRF header, the language and same-origin credentials', async () => {
    const { client, sent } = fakeApi({ 'user/profile/save': () => json(200, profile) });
    await client.call(accountRoutes.saveProfile, { first_name: 'Ada', last_name: 'L', language: 'fr' });
    expect(sent[0]).toMatchObject({
      path: 'user/profile/save',
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-masterport-client': 'web', 'accept-language': 'fr' },
      body: { first_name: 'Ada', last_name: 'L', language: 'fr' },
    });
  });

  it('turns an error body into an ApiError with its code and field issues', async () => {
    const { client } = fakeApi({
      'authenticate/signup': () => json(400, { ...errorBody('validation_error'), fields: { 'user.email': 'email' } }),
    });
    const error = await client.call(authRoutes.signup, {} as never).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'validation_error',
      status: 400,
      fields: { 'user.email': 'email' },
      handled: false,
    });
  });
});

describe('api client: session refresh', () => {
  it('refreshes once for concurrent 401s and retries every queued request', async () => {
    let refreshed = false;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client, calls } = fakeApi({
      'user/profile/get': () => (refreshed ? json(200, profile) : json(401, errorBody('invalid_token'))),
      'authenticate/refresh-token': async () => {
        await gate;
        refreshed = true;
        return refreshOk;
      },
    });
    const pending = [1, 2, 3].map(() => client.call(accountRoutes.getProfile));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const results = await Promise.all(pending);
    expect(results.every((result) => result.user_profile.id === 'u1')).toBe(true);
    expect(calls('authenticate/refresh-token')).toHaveLength(1);
    expect(calls('authenticate/refresh-token')[0]!.body).toEqual({
      account_id: 'acc_123456',
      timezone: 'America/Toronto',
      app_version: '2.3.38',
    });
    expect(calls('user/profile/get')).toHaveLength(6);
  });

  it('goes to sign-in once when the refresh fails, and every queued request fails', async () => {
    const { client, calls, events } = fakeApi({
      'user/profile/get': () => json(401, errorBody('cant_authenticate')),
      'user/profile/get-accounts': () => json(401, errorBody('user_no_account')),
      'authenticate/refresh-token': () => json(401, errorBody('invalid_token')),
    });
    const results = await Promise.allSettled([
      client.call(accountRoutes.getProfile),
      client.call(accountRoutes.getAccounts),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls('authenticate/refresh-token')).toHaveLength(1);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('goes to sign-in when the account refuses the user again after a good refresh (their access was revoked)', async () => {
    const { client, calls, events } = fakeApi({
      'user/profile/get': () => json(401, errorBody('user_no_account')),
      'authenticate/refresh-token': () => refreshOk,
    });
    await expect(client.call(accountRoutes.getProfile)).rejects.toMatchObject({
      code: 'user_no_account',
      handled: true,
    });
    expect(calls('user/profile/get')).toHaveLength(2);
    expect(calls('authenticate/refresh-token')).toHaveLength(1);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });

  it('does not refresh on a 401 that is not a session problem', async () => {
    const { client, calls, events } = fakeApi({ 'user/profile/get': () => json(401, errorBody('user_permission')) });
    await expect(client.call(accountRoutes.getProfile)).rejects.toMatchObject({ code: 'user_permission' });
    expect(calls('authenticate/refresh-token')).toHaveLength(0);
    expect(events).toEqual([]);
  });

  it('never refreshes for sign-in itself: the caller gets the server answer', async () => {
    const { client, calls } = fakeApi({ 'authenticate/login': () => json(401, errorBody('invalid_credentials')) });
    await expect(client.call(authRoutes.login, { email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      code: 'invalid_credentials',
      handled: false,
    });
    expect(calls('authenticate/refresh-token')).toHaveLength(0);
  });

  it('refreshes before a signed-in call when the access token has expired', async () => {
    const { client, sent } = fakeApi(
      { 'authenticate/refresh-token': () => refreshOk, 'user/profile/get': () => json(200, profile) },
      { mp_presence_ai: 'acc_123456', mp_presence_te: String(1_000_000_000 - 60) },
    );
    await client.call(accountRoutes.getProfile);
    expect(sent.map((request) => request.path)).toEqual(['authenticate/refresh-token', 'user/profile/get']);
  });

  it('goes to sign-in without calling the API when there is no presence cookie to refresh', async () => {
    const { client, calls, events } = fakeApi({ 'user/profile/get': () => json(401, errorBody('invalid_token')) }, {});
    await expect(client.call(accountRoutes.getProfile)).rejects.toMatchObject({ code: 'invalid_token', handled: true });
    expect(calls('authenticate/refresh-token')).toHaveLength(0);
    expect(events).toEqual([{ type: 'session-expired' }]);
  });
});

describe('api client: global reactions', () => {
  it('sends a missing payment method to the add-payment page with a toast', async () => {
    const { client, events } = fakeApi({ 'user/profile/save': () => json(402, errorBody('payment_method_missing')) });
    await expect(
      client.call(accountRoutes.saveProfile, { first_name: 'a', last_name: 'b', language: 'en' }),
    ).rejects.toMatchObject({ handled: true });
    expect(events).toEqual([
      { type: 'notify', kind: 'attention', code: 'payment_method_missing', autoClose: 4200 },
      { type: 'navigate', to: '/app/add-payment' },
    ]);
  });

  it.each([
    ['waiting_approval', '/app/account-status'],
    ['payment_overdue', '/app/account-payment-overdue'],
    ['account_cancelled', '/account-canceled'],
  ])('sends %s to its account page', async (code, page) => {
    const { client, events } = fakeApi({ 'user/profile/save': () => json(402, errorBody(code)) });
    await client
      .call(accountRoutes.saveProfile, { first_name: 'a', last_name: 'b', language: 'en' })
      .catch(() => undefined);
    expect(events).toEqual([{ type: 'navigate', to: page }]);
  });

  it('shows the internal-error toast for 3200 ms on a 500', async () => {
    const { client, events } = fakeApi({ 'user/profile/save': () => json(500, errorBody('internal_error')) });
    await client
      .call(accountRoutes.saveProfile, { first_name: 'a', last_name: 'b', language: 'en' })
      .catch(() => undefined);
    expect(events).toEqual([{ type: 'notify', kind: 'error', code: 'internal_error', autoClose: 3200 }]);
  });

  it('goes to the maintenance page on a 503 with the server body', async () => {
    const body = errorBody('maintenance');
    const { client, events } = fakeApi({ 'user/profile/save': () => json(503, body) });
    await client
      .call(accountRoutes.saveProfile, { first_name: 'a', last_name: 'b', language: 'en' })
      .catch(() => undefined);
    expect(events).toEqual([{ type: 'navigate', to: '/maintenance', state: body }]);
  });
});

describe('api client: reads retry twice', () => {
  it('tries a read again after network failures and server errors', async () => {
    const { client, calls } = fakeApi({
      'user/profile/get': (_, index) =>
        index === 0 ? 'network' : index === 1 ? json(502, undefined) : json(200, profile),
    });
    await expect(client.call(accountRoutes.getProfile)).resolves.toMatchObject({ user_profile: { id: 'u1' } });
    expect(calls('user/profile/get')).toHaveLength(3);
  });

  it('gives up after two retries with a network error', async () => {
    const { client, calls } = fakeApi({ 'user/profile/get': () => 'network' });
    await expect(client.call(accountRoutes.getProfile)).rejects.toMatchObject({ code: 'network_error' });
    expect(calls('user/profile/get')).toHaveLength(3);
  });

  it('never repeats a write', async () => {
    const { client, calls } = fakeApi({ 'user/profile/save': () => 'network' });
    await expect(
      client.call(accountRoutes.saveProfile, { first_name: 'a', last_name: 'b', language: 'en' }),
    ).rejects.toMatchObject({ code: 'network_error' });
    expect(calls('user/profile/save')).toHaveLength(1);
  });
});
