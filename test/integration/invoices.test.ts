import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ROUTES, type InvoiceDetails, type RouteDefinition, type Statement } from '@masterport/contract';
import { readPdf } from '@masterport/core/documents';
import { DEMO_PASSWORD, DEMO_USERS } from '@masterport/local';
import { ApiClient, signedInClient } from './support/client.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';

// The month is finalised in this process, on the local cloud's table, as the month-end run does it;
// the shared billing clock is never moved (other files read it). Our registration numbers are the
// local cloud's.
useLocalCloudForTask({
  GST_HST_REGISTRATION_NUMBER: '123456789RT0001',
  QST_REGISTRATION_NUMBER: '1234567890TQ0001',
});
const { billingNow, finaliseMonthOf } = await import('@masterport/core/billing');
const { table } = await import('@masterport/core/table');
const { putNewPaymentMethod, nowIso } = await import('@masterport/data');

const b = 'user/account/billing';

interface Summary {
  id: string;
  number: number;
  status: string;
  total_cents: number;
}

async function demoClient(email: string): Promise<ApiClient> {
  const client = new ApiClient();
  const login = await client.post('authenticate/login', { email, password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return client;
}

describe('the invoice calls over HTTP', () => {
  it('lists, pages, details, statements and prints a finalised month, and refuses its ids to another account', async () => {
    // Prepare: a new content creator in Ontario (HST 13 %), its month finalised, and a card of its own (its only one).
    const owner = await signedInClient('invoices', { card: false });
    const { account_id: accountId } = (await owner.post<{ account_id: string }>('user/load-data', {})).body;
    const month = (await billingNow()).toISOString().slice(0, 7);
    const issued = (await finaliseMonthOf(accountId, month))!;
    const cardId = `card-${issued.id}`;
    await putNewPaymentMethod(table(), {
      id: cardId,
      account_id: accountId,
      brand: 'visa',
      last_four: '9990',
      expiry_month: 12,
      expiry_year: 2099,
      billing_address: {
        name: 'Nadia Côté',
        street: '10 King St W',
        city: 'Toronto',
        province: 'ON',
        country: 'CA',
        postal_code: 'M5H 1A1',
      },
      is_primary: false,
      created_on: nowIso(),
      card_token: 'token-of-the-test-card',
      customer_code: 'CST-TEST',
    });
    const other = await demoClient(DEMO_USERS[2].email);

    // Act
    const first = await owner.post<{ invoices: Summary[]; page: number; has_more: boolean }>(
      `${b}/get-invoices-list?page=1`,
      {},
    );
    const second = await owner.post<{ invoices: Summary[]; has_more: boolean }>(`${b}/get-invoices-list?page=2`, {
      filter_by_status: 'not_paid',
    });
    const badPage = await owner.post(`${b}/get-invoices-list?page=0`, {});
    const details = await owner.post<{ invoice: InvoiceDetails }>(`${b}/get-invoice-details`, { id: issued.id });
    const unpaid = await owner.get<{ invoices: Summary[]; balance_cents: number }>(`${b}/get-unpaid-invoices-list`);
    const statement = await owner.get<{ account_statement: Statement }>(`${b}/get-statement`);
    const pdf = await owner.bytes(`${b}/download-invoice-pdf/${issued.id}`);
    const unknown = await owner.post(`${b}/get-invoice-details`, { id: 'no-such-invoice' });

    // Assess
    expect(first.status).toBe(200);
    expect(first.body.invoices.map((row) => [row.id, row.number, row.status, row.total_cents])).toEqual([
      [issued.id, issued.number, 'not_paid', issued.total_cents],
    ]);
    expect([first.body.page, first.body.has_more]).toEqual([1, false]);
    expect([second.status, second.body.invoices, second.body.has_more]).toEqual([200, [], false]);
    expect([badPage.status, badPage.body.code]).toEqual([400, 'validation_error']);
    // $29 subscription, HST 13 %: $3.77, $32.77.
    expect(details.body.invoice).toMatchObject({
      number: issued.number,
      status: 'not_paid',
      subtotal_cents: 2900,
      tax_cents: 377,
      total_cents: 3277,
      gst_hst_registration: '123456789RT0001',
      tax_totals: [{ kind: 'HST', rate_percent: 13, amount_cents: 377 }],
    });
    expect(details.body.invoice.lines.map((line) => [line.item_key, line.amount_cents])).toEqual([
      ['SUBSCRIPTION', 2900],
    ]);
    expect(unpaid.body.invoices.map((row) => row.id)).toEqual([issued.id]);
    expect(unpaid.body.balance_cents).toBe(3277);
    expect(statement.body.account_statement.balance_cents).toBe(3277);
    // The finalised month's subscription is in the ledger now: shown once, billed.
    expect(
      statement.body.account_statement.lines
        .filter((line) => line.item_key === 'SUBSCRIPTION')
        .map((line) => line.at_month_end),
    ).toEqual([false]);
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    const text = (await readPdf(pdf.bytes)).text.replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toContain(`Invoice ${issued.number}`);
    expect(text).toContain('HST 13 %');
    expect(text).toContain('$3.77');
    expect(text).toContain('$32.77');
    expect([unknown.status, unknown.body.code]).toEqual([404, 'no_invoice']);

    // Every billing call that takes an id, today's and any added later, refuses the owner's ids to
    // another account: an invoice's, or a card's on the card calls.
    const isIdField = (name: string) => name === 'id' || /_ids?$/.test(name);
    const shapeOf = (schema: z.ZodType | undefined) =>
      schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
    const ownedId = (route: RouteDefinition, field: string) =>
      field.includes('payment_method') || (field === 'id' && route.path.includes('payment-method'))
        ? cardId
        : issued.id;
    /** The owner's id in each id field of the schema, as a scalar or a one-item list, whichever the field takes. */
    const fill = (route: RouteDefinition, shape: Record<string, z.ZodType>) =>
      Object.fromEntries(
        Object.entries(shape)
          .filter(([name]) => isIdField(name))
          .map(([name, field]) => {
            const id = ownedId(route, name);
            return [name, [id, [id]].find((candidate) => field.safeParse(candidate).success) ?? id];
          }),
      );
    const idTaking = ROUTES.filter(
      (route) =>
        route.area === 'billing' &&
        [...Object.keys(shapeOf(route.body)), ...Object.keys(shapeOf(route.params))].some(isIdField),
    );
    const tried: string[] = [];
    for (const route of idTaking) {
      const params = fill(route, shapeOf(route.params)) as Record<string, string>;
      const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
      const answer =
        route.method === 'GET' ? await other.get(path) : await other.post(path, fill(route, shapeOf(route.body)));
      expect([route.path, answer.status, answer.body.code]).toEqual([route.path, 401, 'data_restriction']);
      tried.push(route.path);
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        `${b}/get-invoice-details`,
        `${b}/download-invoice-pdf/{id}`,
        `${b}/delete-payment-method`,
        `${b}/set-primary-payment-method`,
      ]),
    );
    // Nothing the other account tried changed the owner's invoice or card.
    const after = await owner.post<{ invoice: InvoiceDetails }>(`${b}/get-invoice-details`, { id: issued.id });
    expect(after.body.invoice).toEqual(details.body.invoice);
    const cards = await owner.get<{ payment_methods_list: { id: string }[] }>(`${b}/get-payment-methods`);
    expect(cards.body.payment_methods_list.map((card) => card.id)).toEqual([cardId]);
  });
});
