import { describe, expect, inject, it } from 'vitest';
import {
  COOKIE_OPERATOR_TOKEN,
  ERROR_CATALOGUE,
  ROUTES,
  pathParamNames,
  type RouteDefinition,
} from '@masterport/contract';
import { DEMO_OPERATOR } from '@masterport/local';
import { ApiClient, activatedUser, lastMailTo, newSourceAddress } from './support/client.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';
import { operatorClient } from './support/operators.ts';

// The declined invoice is issued and declined in this process, on the local cloud's table, as the
// month end and the payment collection leave one; issued today, so the shared billing clock never moves.
useLocalCloudForTask();
const { createDb, issueInvoice, markInvoicePaid, recordDeclinedAttempt } = await import('@masterport/data');
const db = createDb(inject('tableName'));

/** An open invoice of the account, as the month end issues one, with no lines (the console reads totals and dates). */
const issueOpenInvoice = (
  accountId: string,
  id: string,
  dates: { issued_on: string; due_on: string },
  totals: { subtotal_cents: number; tax_cents: number },
  language: 'en' | 'fr',
) =>
  issueInvoice(db, {
    id,
    account_id: accountId,
    month: dates.issued_on.slice(0, 7),
    issued_on: dates.issued_on,
    tax_date: dates.issued_on,
    due_on: dates.due_on,
    status: 'open',
    paid_on: null,
    language,
    customer: { name: 'Ops', address: '10 King St W', city: 'Toronto', state: 'ON', zip: 'M5H 1A1', country: 'CA' },
    gst_hst_registration: null,
    qst_registration: null,
    lines: [],
    ...totals,
    total_cents: totals.subtotal_cents + totals.tax_cents,
  });

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

  it('refuses an operator’s token once signed out, by cookie or by token', async () => {
    // Prepare
    const token = await bearerOf('ops/sign-in', { ...DEMO_OPERATOR, return_token: true });
    const byCookie = new ApiClient({ sourceAddress: newSourceAddress() });
    await byCookie.post('ops/sign-in', { ...DEMO_OPERATOR });
    const copiedCookie = byCookie.cookies.get(COOKIE_OPERATOR_TOKEN)!;
    const bearer = { authorization: `Bearer ${token}` };

    // Act
    const before = await new ApiClient().call('GET', 'ops/get-queues', undefined, { headers: bearer });
    await new ApiClient().call('POST', 'ops/sign-out', {}, { headers: bearer });
    const afterByToken = await new ApiClient().call('GET', 'ops/get-queues', undefined, { headers: bearer });
    await byCookie.post('ops/sign-out', {});
    const replay = new ApiClient();
    replay.cookies.set(COOKIE_OPERATOR_TOKEN, copiedCookie);
    const afterByCookie = await replay.get('ops/get-queues');

    // Assess
    expect(before.status).toBe(200);
    expect([afterByToken.status, afterByToken.body.code]).toEqual([401, 'invalid_token']);
    expect([afterByCookie.status, afterByCookie.body.code]).toEqual([401, 'invalid_token']);
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

describe('failed payments on the console', () => {
  it('lists an open invoice whose charge was declined, with its account and the decline, until it is paid', async () => {
    // Prepare
    const { email, password } = await activatedUser('ops-declined', 'fr');
    const login = await new ApiClient().post<{ account_id: string }>('authenticate/login', { email, password });
    const accountId = login.body.account_id;
    const today = new Date().toISOString().slice(0, 10);
    const issue = (id: string) =>
      issueOpenInvoice(
        accountId,
        id,
        { issued_on: today, due_on: today },
        { subtotal_cents: 2900, tax_cents: 377 },
        'fr',
      );
    const declined = await issue(`ops-declined-${accountId}`);
    const notTried = await issue(`ops-not-tried-${accountId}`);
    await recordDeclinedAttempt(db, declined, { on: today, declineCode: 'card_declined', scheduled: true });
    const ops = await operatorClient();
    type Failed = {
      failed_payments: { account: { id: string }; invoice: { id: string; last_decline_code: string } }[];
    };

    // Act
    const listed = await ops.get<Failed>('ops/get-queues');
    await markInvoicePaid(db, declined.id, today);
    const afterPaid = await ops.get<Failed>('ops/get-queues');

    // Assess
    const ofAccount = (answer: typeof listed) =>
      answer.body.failed_payments.filter((entry) => entry.account.id === accountId).map((entry) => entry.invoice);
    expect(ofAccount(listed)).toEqual([
      expect.objectContaining({ id: declined.id, last_decline_code: 'card_declined', payment_attempts: 1 }),
    ]);
    expect(ofAccount(listed).map((invoice) => invoice.id)).not.toContain(notTried.id);
    expect(ofAccount(afterPaid)).toEqual([]);
  });
});

describe('overdue accounts on the console', () => {
  it('lists an account in use whose invoice is unpaid past its due date, with all it owes, until it is paid', async () => {
    // Prepare: one invoice overdue since last month, one not yet due; the clock does not move.
    const { email, password } = await activatedUser('ops-overdue', 'en');
    const login = await new ApiClient().post<{ account_id: string }>('authenticate/login', { email, password });
    const accountId = login.body.account_id;
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    const issue = (id: string, issuedOn: string, dueOn: string, totalCents: number) =>
      issueOpenInvoice(
        accountId,
        id,
        { issued_on: issuedOn, due_on: dueOn },
        { subtotal_cents: totalCents, tax_cents: 0 },
        'en',
      );
    const late = await issue(`ops-overdue-${accountId}`, daysAgo(40), daysAgo(30), 5000);
    await issue(`ops-not-due-${accountId}`, today, today, 1200);
    const ops = await operatorClient();
    type Overdue = { overdue: { account: { id: string }; oldest_due_on: string; unpaid_cents: number }[] };
    const ofAccount = (answer: { body: Overdue }) =>
      answer.body.overdue.filter((entry) => entry.account.id === accountId);

    // Act
    const listed = await ops.get<Overdue>('ops/get-queues');
    await markInvoicePaid(db, late.id, today);
    const afterPaid = await ops.get<Overdue>('ops/get-queues');

    // Assess: listed once, owing both invoices; gone once the late one is paid (the other is not yet due).
    expect(ofAccount(listed)).toEqual([expect.objectContaining({ oldest_due_on: late.due_on, unpaid_cents: 6200 })]);
    expect(ofAccount(afterPaid)).toEqual([]);
  });
});
