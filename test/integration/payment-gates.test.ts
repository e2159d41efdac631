import { describe, expect, inject, it } from 'vitest';
import { ERROR_CATALOGUE } from '@masterport/contract';
import { ApiClient, activatedUser } from './support/client.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';

// The overdue invoice is issued in this process, on the local cloud's table, as the month end issues
// one; its due date is in the past, so the shared billing clock is never moved.
useLocalCloudForTask();
const { createDb, issueInvoice, markInvoicePaid } = await import('@masterport/data');
const db = createDb(inject('tableName'));

const b = 'user/account/billing';

async function signedIn(options: { card: boolean }): Promise<{ client: ApiClient; accountId: string }> {
  const { email, password } = await activatedUser('gates', 'fr', options);
  const client = new ApiClient({ language: 'fr' });
  const login = await client.post<{ account_id: string }>('authenticate/login', { email, password });
  return { client, accountId: login.body.account_id };
}

/** An invoice of the account, unpaid, whose due date is `daysAgo` days before today. */
async function unpaidInvoice(accountId: string, daysAgo: number) {
  const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
  return issueInvoice(db, {
    id: `gates-${accountId}`,
    account_id: accountId,
    month: day(daysAgo + 20).slice(0, 7),
    issued_on: day(daysAgo + 15),
    tax_date: day(daysAgo + 16),
    due_on: day(daysAgo),
    status: 'open',
    paid_on: null,
    language: 'fr',
    customer: { name: 'Gates', address: '10 King St W', city: 'Toronto', state: 'ON', zip: 'M5H 1A1', country: 'CA' },
    gst_hst_registration: null,
    qst_registration: null,
    lines: [],
    subtotal_cents: 9900,
    tax_cents: 1287,
    total_cents: 11187,
  });
}

const codes = (answers: { status: number; body: { code?: string; message?: string } }[]) =>
  answers.map((answer) => [answer.status, answer.body.code ?? 'ok']);

describe('the payment gates over HTTP', () => {
  it('answers 402 payment_overdue to an account 14 days past an unpaid due date, except billing and the session’s own calls, until it is paid', async () => {
    // Prepare
    const { client, accountId } = await signedIn({ card: true });
    const invoice = await unpaidInvoice(accountId, 14);

    // Act
    const blocked = [
      await client.post('user/master-files/get-list', {}),
      await client.get('user/account/profile/contacts/get'),
      await client.get(`${b}/get-unpaid-invoices-list`),
      await client.post('user/load-data', {}),
      await client.get('user/profile/get-accounts'),
      await client.get('user/account/get-states/CA?language=fr'),
    ];
    await markInvoicePaid(db, invoice.id, new Date().toISOString().slice(0, 10));
    const paid = await client.post('user/master-files/get-list', {});

    // Assess
    expect(codes(blocked)).toEqual([
      [402, 'payment_overdue'],
      [402, 'payment_overdue'],
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
      [200, 'ok'],
    ]);
    expect(blocked[0]!.body.message).toBe(ERROR_CATALOGUE.payment_overdue.fr);
    expect(blocked[2]!.body).toMatchObject({ balance_cents: 11187, invoices: [{ id: invoice.id, status: 'overdue' }] });
    expect(paid.status).toBe(200);
  });

  it('lets an account work through the grace period after the due date', async () => {
    // Prepare
    const { client, accountId } = await signedIn({ card: true });
    await unpaidInvoice(accountId, 13);

    // Act
    const answer = await client.post('user/master-files/get-list', {});

    // Assess
    expect(answer.status).toBe(200);
  });

  it('answers 402 payment_method_missing to a call that bills a paying plan without a card, and only to those', async () => {
    // Prepare
    const { client } = await signedIn({ card: false });

    // Act
    const answers = [
      await client.post('user/master-files/create', {}),
      await client.post('user/uploads/create-multipart', {}),
      await client.post('user/master-files/get-list', {}),
    ];

    // Assess
    expect(codes(answers)).toEqual([
      [402, 'payment_method_missing'],
      [402, 'payment_method_missing'],
      [200, 'ok'],
    ]);
    expect(answers[0]!.body.message).toBe(ERROR_CATALOGUE.payment_method_missing.fr);
  });
});
