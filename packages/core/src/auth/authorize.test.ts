import type { PermissionKey } from '@masterport/contract';
import type { AccountItem, MembershipItem, UserItem } from '@masterport/data';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The adapters swapped for fakes: a token verifier that knows one token, and a table of one user,
// one account and one membership (Prepare sets them per test).
const table = vi.hoisted(() => ({
  user: undefined as unknown,
  account: undefined as unknown,
  membership: undefined as unknown,
  revoked: [] as string[],
  /** The payment gates' answers (their rules are payment-gates.test.ts's): what this account would be refused. */
  overdue: false,
  cardMissing: false,
}));
vi.mock('../adapters/access-token.ts', () => ({
  verifyAccessToken: async (token: string) =>
    token === 'good-token' ? { sub: 'user-123', exp: 0, iat: 1_000, jti: 'token-1' } : undefined,
}));
vi.mock('../adapters/db.ts', () => ({ table: () => ({}) }));
vi.mock('@masterport/data', () => ({
  getCallerItems: async (_db: unknown, caller: { jti: string; accountId?: string }) => ({
    user: table.user,
    revoked: table.revoked.includes(caller.jti),
    ...(caller.accountId ? { membership: table.membership, account: table.account } : {}),
  }),
  getMembershipAndAccount: async () => ({ membership: table.membership, account: table.account }),
}));

vi.mock('../billing-access/payment-gates.ts', () => ({
  refuseOverdueAccount: async () => {
    if (table.overdue) throw new AppError('payment_overdue');
  },
  refuseBillingWithoutCard: async () => {
    if (table.cardMissing) throw new AppError('payment_method_missing');
  },
}));

const { authorizeRequest } = await import('./authorize.ts');
const { AppError } = await import('../errors.ts');

const ACCOUNT = 'account-123';
const request = (permissions: PermissionKey[], overrides: Partial<Parameters<typeof authorizeRequest>[0]> = {}) =>
  authorizeRequest({
    permissions,
    method: 'POST',
    cookies: { mp_presence_t: 'good-token', mp_presence_ai: ACCOUNT },
    headers: { 'x-masterport-client': 'web' },
    ...overrides,
  });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

beforeEach(() => {
  table.revoked = [];
  table.overdue = false;
  table.cardMissing = false;
  table.user = {
    id: 'user-123',
    email: 'a@example.test',
    status: 'active',
    language: 'fr',
    default_account_id: ACCOUNT,
  } as Partial<UserItem>;
  table.account = {
    id: ACCOUNT,
    status: 'active',
    permissions: ['masters_creation', 'distribute'],
  } as Partial<AccountItem>;
  table.membership = { status: 'active', role: 'member', permissions: ['masters_creation'] } as Partial<MembershipItem>;
});

describe('Function: authorizeRequest', () => {
  it('lets a member through with the keys both lists hold, in the user\u2019s language', async () => {
    // Act
    const auth = await request(['masters_creation']);

    // Assess
    expect(auth).toMatchObject({ userId: 'user-123', accountId: ACCOUNT, language: 'fr', byCookie: true });
  });

  it('needs a key in the account\u2019s plan and in the user\u2019s own list', async () => {
    expect(await codeOf(request(['distribute']))).toBe('user_permission');
    expect(await codeOf(request(['playlists']))).toBe('account_permission');
  });

  it('refuses a cookie-authenticated write without the CSRF header, and an unknown token', async () => {
    expect(await codeOf(request([], { headers: {} }))).toBe('csrf_header_missing');
    expect(await codeOf(request([], { cookies: { mp_presence_t: 'forged' } }))).toBe('invalid_token');
  });

  it('refuses an account the user is not an active member of, and an account id out of bounds before any lookup', async () => {
    table.membership = { ...(table.membership as object), status: 'invited' };
    expect(await codeOf(request([]))).toBe('user_no_account');
    expect(
      await codeOf(request([], { cookies: { mp_presence_t: 'good-token', mp_presence_ai: 'x'.repeat(3000) } })),
    ).toBe('user_no_account');
  });

  it('answers a blocked account\u2019s 402 reason except where blocked accounts may still go', async () => {
    table.account = { ...(table.account as object), status: 'waiting_approval' };
    expect(await codeOf(request([]))).toBe('waiting_approval');
    expect(await codeOf(request([], { allowBlockedAccount: true }))).toBe('allowed');
  });

  it('refuses every call but those open to blocked accounts while an invoice is overdue, and a billing call without a card', async () => {
    // Prepare
    table.overdue = true;
    table.cardMissing = true;

    // Act
    const answers = [
      await codeOf(request([])),
      await codeOf(request([], { allowBlockedAccount: true })),
      await codeOf(request(['masters_creation'], { allowBlockedAccount: true, bills: true })),
      await codeOf(request(['playlists'], { allowBlockedAccount: true, bills: true })),
    ];

    // Assess: a user who may not make the call is told so, not sent to add a card
    expect(answers).toEqual(['payment_overdue', 'allowed', 'payment_method_missing', 'account_permission']);
  });

  it('refuses a signed-out token, and one issued before the user\u2019s last password change', async () => {
    table.revoked = ['token-1'];
    expect(await codeOf(request([]))).toBe('invalid_token');
    table.revoked = [];
    table.user = { ...(table.user as object), sessions_valid_after: 1_001 };
    expect(await codeOf(request([]))).toBe('invalid_token');
  });
});
