import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@masterport/contract';
import { startPaymentGateway, type LocalPaymentGateway } from '@masterport/local/payment-gateway';
import { addCard, b, MASTERCARD, VISA, type Methods } from './support/cards.ts';
import { ApiClient, activatedUser, mailsTo } from './support/client.ts';
import { startInProcessApi } from './support/in-process-api.ts';
import { useLocalCloudForTask } from './support/in-process-task.ts';

/**
 * make-payment over HTTP, with this file's own card gateway stand-in (it counts the charges it
 * makes) behind the API run in this process on the local cloud's table; the invoices are issued
 * here by core's finalisation, as the month end issues them, without moving the shared billing clock.
 */
useLocalCloudForTask();
const GATEWAY_TOKEN = 'make-payment-test';
const gateway: LocalPaymentGateway = await startPaymentGateway({ port: 0, apiToken: GATEWAY_TOKEN });
Object.assign(process.env, {
  PAYMENT_GATEWAY_URL: gateway.apiUrl,
  PAYMENT_GATEWAY_API_TOKEN: GATEWAY_TOKEN,
  PAYMENT_GATEWAY_SCRIPT_URL: gateway.scriptUrl,
});
const { billingNow, finaliseMonthOf } = await import('@masterport/core/billing');

interface Paid {
  paid_invoice_ids: string[];
  charged_cents: number;
  transaction_id: string | null;
}
interface Unpaid {
  invoices: { id: string; status: string }[];
  balance_cents: number;
}

let api: Awaited<ReturnType<typeof startInProcessApi>>;
beforeAll(async () => {
  api = await startInProcessApi();
}, 60_000);
afterAll(async () => {
  await api?.close();
  await gateway.stop();
});

/** A new content creator account in `language`, signed in, with this month's invoice issued (its subscription). */
async function accountWithInvoice(label: string, language: 'en' | 'fr') {
  const { email, password } = await activatedUser(label, language, { baseUrl: api.baseUrl, card: false });
  const client = new ApiClient({ language, baseUrl: api.baseUrl });
  await client.post('authenticate/login', { email, password });
  const accountId = client.cookies.get('mp_presence_ai')!;
  const invoice = (await finaliseMonthOf(accountId, (await billingNow()).toISOString().slice(0, 7)))!;
  return { client, email, invoice };
}

describe('make-payment', () => {
  it('charges the card once however many calls come at once, marks the invoice paid and e-mails the receipt once', async () => {
    // Prepare
    const { client, email, invoice } = await accountWithInvoice('pay-once', 'fr');
    await addCard(client, { number: MASTERCARD, cvv: '100' });
    const chargesBefore = gateway.chargeCount();

    // Act
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post<Paid>(`${b}/make-payment`, { invoice_ids: [invoice.id] })),
    );
    const again = await client.post<Paid>(`${b}/make-payment`, { invoice_ids: 'all' });
    const unpaid = await client.get<Unpaid>(`${b}/get-unpaid-invoices-list`);
    const details = await client.post<{ invoice: { status: string } }>(`${b}/get-invoice-details`, { id: invoice.id });

    // Assess
    expect(gateway.chargeCount() - chargesBefore).toBe(1);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const charged = answers.filter((answer) => answer.body.charged_cents > 0);
    expect(new Set(charged.map((answer) => answer.body.transaction_id)).size).toBe(1);
    expect(charged[0]!.body).toMatchObject({ paid_invoice_ids: [invoice.id], charged_cents: invoice.total_cents });
    expect(again.body).toMatchObject({ paid_invoice_ids: [], charged_cents: 0, transaction_id: null });
    expect(unpaid.body).toMatchObject({ invoices: [], balance_cents: 0 });
    expect(details.body.invoice.status).toBe('paid');
    const receipts = (await mailsTo(email)).filter((mail) => mail.subject.startsWith('Paiement reçu'));
    expect(receipts.map((mail) => mail.subject)).toEqual([`Paiement reçu : facture ${invoice.number}`]);
  });

  it('answers a decline with its catalogue message and leaves the invoice open; paying again with another card is a new charge', async () => {
    // Prepare: a primary card whose purchases are declined for insufficient funds (CVV 225), and a good one.
    const { client, invoice } = await accountWithInvoice('pay-declined', 'fr');
    await addCard(client, { number: VISA, cvv: '225' });
    const good = await addCard(client, { number: MASTERCARD, cvv: '100' });
    const goodCard = good.body.payment_methods_list.find((card) => !card.is_primary)!;
    const chargesBefore = gateway.chargeCount();

    // Act
    const declined = await client.post(`${b}/make-payment`, { invoice_ids: [invoice.id] });
    const stillUnpaid = await client.get<Unpaid>(`${b}/get-unpaid-invoices-list`);
    const paid = await client.post<Paid>(`${b}/make-payment`, { invoice_ids: 'all', payment_method_id: goodCard.id });

    // Assess
    expect([declined.status, declined.body.code, declined.body.message]).toEqual([
      402,
      'insufficient_funds',
      ERROR_CATALOGUE.insufficient_funds.fr,
    ]);
    expect(stillUnpaid.body.invoices.map((row) => row.id)).toEqual([invoice.id]);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paid_invoice_ids: [invoice.id], charged_cents: invoice.total_cents });
    expect(gateway.chargeCount() - chargesBefore).toBe(1);
  });

  it('leaves the invoice open when the gateway’s answer is lost, and the next click is answered by the first charge, not a second one', async () => {
    // Prepare
    const { client, invoice } = await accountWithInvoice('pay-lost', 'en');
    await addCard(client, { number: MASTERCARD, cvv: '100' });
    const chargesBefore = gateway.chargeCount();
    gateway.failNextPurchase('drop-after-charge');

    // Act
    const lost = await client.post(`${b}/make-payment`, { invoice_ids: [invoice.id] });
    const stillUnpaid = await client.get<Unpaid>(`${b}/get-unpaid-invoices-list`);
    const retried = await client.post<Paid>(`${b}/make-payment`, { invoice_ids: [invoice.id] });

    // Assess
    expect([lost.status, lost.body.code]).toEqual([402, 'system_unavailable']);
    expect(stillUnpaid.body.invoices.map((row) => row.id)).toEqual([invoice.id]);
    expect(retried.body).toMatchObject({ paid_invoice_ids: [invoice.id], charged_cents: invoice.total_cents });
    expect(gateway.chargeCount() - chargesBefore).toBe(1);
  });

  it('refuses another account’s invoice, or one that does not exist, before charging anything', async () => {
    // Prepare
    const owner = await accountWithInvoice('pay-owner', 'en');
    const stranger = await accountWithInvoice('pay-stranger', 'en');
    const card = await addCard(stranger.client, { number: MASTERCARD, cvv: '100' });
    expect((card.body as Methods).payment_methods_list).toHaveLength(1);
    const chargesBefore = gateway.chargeCount();

    // Act
    const answers = [
      await stranger.client.post(`${b}/make-payment`, { invoice_ids: [owner.invoice.id] }),
      await stranger.client.post(`${b}/make-payment`, { invoice_ids: [stranger.invoice.id, owner.invoice.id] }),
      await stranger.client.post(`${b}/make-payment`, { invoice_ids: ['no-such-invoice'] }),
    ];

    // Assess
    expect(answers.map((answer) => [answer.status, answer.body.code])).toEqual([
      [401, 'data_restriction'],
      [401, 'data_restriction'],
      [401, 'data_restriction'],
    ]);
    expect(gateway.chargeCount()).toBe(chargesBefore);
  });
});
