import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ROUTES, pathParamNames, type RouteDefinition } from '@masterport/contract';
import { DEMO_OPERATOR } from '@masterport/local';
import { ApiClient, activatedUser, lastMailTo, newSourceAddress } from './support/client.ts';
import { operatorClient } from './support/operators.ts';

/** A request to `route` with a made-up id in each placeholder: refused before anything reads it. */
const pathOf = (route: RouteDefinition) =>
  pathParamNames(route.path).reduce((path, name) => path.replace(`{${name}}`, 'abcdef123456'), route.path);

const byAccess = (access: RouteDefinition['access']) => ROUTES.filter((route) => route.access === access);

async function bearerOf(path: string, credentials: Record<string, string | boolean>): Promise<string> {
  const signIn = await new ApiClient({ sourceAddress: newSourceAddress() }).post<{ token?: string }>(path, credentials);
  if (!signIn.body.token) throw new Error(`no token: ${JSON.stringify(signIn.body)}`);
  return signIn.body.token;
}

const callWith = (client: ApiClient, route: RouteDefinition, headers: Record<string, string> = {}) =>
  client.call(route.method, pathOf(route), route.method === 'POST' ? {} : undefined, { headers });

describe('the operators’ console and the account calls keep apart', () => {
  it('refuses every operator call to an account’s user, by cookie or by token (generated from the route table)', async () => {
    // Prepare
    const { email, password } = await activatedUser('ops-cross', 'fr');
    const user = new ApiClient({ language: 'fr' });
    await user.post('authenticate/login', { email, password });
    const token = await bearerOf('authenticate/login', { email, password, return_tokens: true });
    const routes = byAccess('operator');

    // Act
    const byCookie = await Promise.all(routes.map((route) => callWith(user, route)));
    const byToken = await Promise.all(
      routes.map((route) => callWith(new ApiClient(), route, { authorization: `Bearer ${token}` })),
    );

    // Assess
    expect(routes.length).toBeGreaterThan(4);
    expect(byCookie.map((answer) => answer.body.code)).toEqual(routes.map(() => 'invalid_token'));
    expect(byToken.map((answer) => [answer.status, answer.body.code])).toEqual(
      routes.map(() => [403, 'operator_only']),
    );
  });

  it('refuses every account call to an operator (generated from the route table)', async () => {
    // Prepare
    const token = await bearerOf('ops/sign-in', { ...DEMO_OPERATOR, return_token: true });
    const routes = byAccess('user');

    // Act
    const answers = await Promise.all(
      routes.map((route) => callWith(new ApiClient(), route, { authorization: `Bearer ${token}` })),
    );

    // Assess
    const refused = answers.map((answer, index) => `${routes[index]!.path} ${answer.status} ${answer.body.code}`);
    expect(refused).toEqual(routes.map((route) => `${route.path} 401 cant_authenticate`));
  });

  it('signs in only the operators group', async () => {
    // Prepare
    const { email, password } = await activatedUser('ops-not-operator');

    // Act
    const answer = await new ApiClient({ sourceAddress: newSourceAddress() }).post('ops/sign-in', { email, password });

    // Assess
    expect([answer.status, answer.body.code]).toEqual([401, 'invalid_credentials']);
  });
});

describe('accounts that wait for approval', () => {
  it('answers 402 waiting_approval to a new broadcaster until an operator approves it, then e-mails it', async () => {
    // Prepare
    const { email, password } = await activatedUser('ops-waiting', 'fr', {
      plan: 'broadcaster',
      waitForApproval: true,
    });
    const user = new ApiClient({ language: 'fr' });
    const login = await user.post<{ account_id: string }>('authenticate/login', { email, password });
    const ops = await operatorClient();

    // Act
    const waiting = await user.post('user/master-files/get-list', {});
    const queues = await ops.get<{ waiting_approval: { id: string }[] }>('ops/get-queues');
    const found = await ops.post<{ accounts: { id: string; status: string }[] }>('ops/search-accounts', {
      query: email,
    });
    const approved = await ops.post('ops/decide-account', { account_id: login.body.account_id, decision: 'approve' });
    const again = await ops.post('ops/decide-account', { account_id: login.body.account_id, decision: 'approve' });
    const working = await user.post('user/master-files/get-list', {});

    // Assess
    expect([waiting.status, waiting.body.code, waiting.body.message]).toEqual([
      402,
      'waiting_approval',
      ERROR_CATALOGUE.waiting_approval.fr,
    ]);
    expect(queues.body.waiting_approval.map((account) => account.id)).toContain(login.body.account_id);
    expect(found.body.accounts).toEqual([
      expect.objectContaining({ id: login.body.account_id, status: 'waiting_approval' }),
    ]);
    expect(approved.body).toMatchObject({ account: { status: 'active', list_state: 'active' } });
    expect(again.body.code).toBe('account_not_waiting');
    expect(working.status).toBe(200);
    expect((await lastMailTo(email))?.subject).toBe('Votre compte Masterport est approuvé');
  });
});
