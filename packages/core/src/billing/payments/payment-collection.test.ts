import { getInvoice, type InvoiceItem } from '@masterport/data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startPaymentGateway, type LocalPaymentGateway } from '@masterport/local/payment-gateway';
import { table } from '../../adapters/db.ts';
import { resetConfig } from '../../config.ts';
import { givenAccount, type GivenAccount } from '../../testing/accounts.ts';
import { givenCard } from '../../testing/cards.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { ScriptedGateway } from '../../testing/scripted-gateway.ts';
import { addDays, billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { helcimGateway } from '../gateway/helcim-gateway.ts';
import { finaliseMonthOf } from '../invoices/finalise.ts';
import { runMonthEnd } from '../invoices/month-end.ts';
import { collectInvoice, COLLECTION_LOOKBACK_DAYS, runPaymentCollection } from './payment-collection.ts';
import { dayText } from '../invoices/invoice-pdf.ts';

const ports = useFakePorts();

/** A studio's invoice of this month, issued today (its subscription, taxed). */
async function issuedInvoice(studio: GivenAccount): Promise<InvoiceItem> {
  return (await finaliseMonthOf(studio.account.id, billingMonthOf(await billingNow())))!;
}

const stored = async (invoice: InvoiceItem) => (await getInvoice(table(), invoice.id))!;

describe('The payment collection', () => {
  it('tries a declined invoice once however many runs at once, e-mails why once, and charges the new primary card on the next day once', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    await givenCard(studio, { lastFour: '0005' });
    const invoice = await issuedInvoice(studio);
    const gateway = new ScriptedGateway('insufficient_funds');
    const today = invoice.issued_on;

    // Act
    const firstRuns = await Promise.all([
      collectInvoice(invoice, today, gateway),
      collectInvoice(invoice, today, gateway),
      runPaymentCollection(today, gateway),
    ]);
    const afterDecline = await stored(invoice);
    const sameDayAgain = await runPaymentCollection(today, gateway);
    await givenCard(studio, { lastFour: '9130' });
    gateway.answer = 'approve';
    const nextDay = addDays(today, 1);
    await Promise.all([runPaymentCollection(nextDay, gateway), runPaymentCollection(nextDay, gateway)]);
    const paid = await stored(invoice);

    // Assess
    expect(firstRuns.slice(0, 2)).toContain('declined');
    expect(gateway.purchases).toHaveLength(2);
    expect(gateway.purchases[0]!.amountCents).toBe(invoice.total_cents);
    expect(afterDecline).toMatchObject({
      status: 'open',
      payment_attempts: 1,
      scheduled_tries: 1,
      last_try_on: today,
      last_decline_code: 'insufficient_funds',
    });
    expect(sameDayAgain.tried).toBe(0);
    expect(paid).toMatchObject({
      status: 'paid',
      paid_on: nextDay,
      payment: {
        transaction_id: 'T2',
        card_brand: 'mastercard',
        last_four: '9130',
        charged_cents: invoice.total_cents,
      },
    });
    const mails = ports.mails.to(studio.auth.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Payment failed: invoice ${invoice.number}`,
      `Payment received: invoice ${invoice.number}`,
    ]);
    expect(mails[0]!.text).toContain('•••• 0005: Insufficient funds.');
    expect(mails[0]!.text).toContain(`try again on ${dayText('en', nextDay)}`);
    expect(mails[0]!.text).toContain('/app/user/billing');
  });

  it('retries on the schedule and stops after the last try; an account without a card keeps its invoice open, untried', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    await givenCard(studio);
    const cardless = await givenAccount('content_creator');
    const [invoice, cardlessInvoice] = await Promise.all([issuedInvoice(studio), issuedInvoice(cardless)]);
    const gateway = new ScriptedGateway('card_declined');
    const day = (offset: number) => addDays(invoice.issued_on, offset);

    // Act
    const triedOn: string[] = [];
    for (let offset = 0; offset <= 20; offset += 1) {
      const before = gateway.purchases.length;
      await collectInvoice(await stored(invoice), day(offset), gateway);
      await collectInvoice(await stored(cardlessInvoice), day(offset), gateway);
      if (gateway.purchases.length > before) triedOn.push(day(offset));
    }

    // Assess
    expect(triedOn).toEqual([day(0), day(1), day(2), day(10)]);
    expect(await stored(invoice)).toMatchObject({ status: 'open', scheduled_tries: 4, payment_attempts: 4 });
    expect(await stored(cardlessInvoice)).toMatchObject({ status: 'open', scheduled_tries: 0, payment_attempts: 0 });
    const failed = ports.mails.to(studio.auth.email);
    expect(failed).toHaveLength(4);
    expect(failed.at(-1)!.text).toContain(`last automatic try: the invoice is due on ${dayText('en', invoice.due_on)}`);
  });
  it('reads only its list of open invoices, never the table, and leaves out those older than its look-back and those paid', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    await givenCard(studio);
    const invoice = await issuedInvoice(studio);
    const gateway = new ScriptedGateway('card_declined');
    const client = table().client;
    const send = vi.spyOn(client, 'send');

    // Act
    const pastLookBack = await runPaymentCollection(addDays(invoice.issued_on, COLLECTION_LOOKBACK_DAYS + 1), gateway);
    const commandsSent = send.mock.calls.map(([command]) => command.constructor.name);
    const onIssueDay = await runPaymentCollection(invoice.issued_on, gateway);
    gateway.answer = 'approve';
    const nextDay = await runPaymentCollection(addDays(invoice.issued_on, 1), gateway);
    const afterPaid = await runPaymentCollection(addDays(invoice.issued_on, 2), gateway);
    send.mockRestore();

    // Assess
    expect(new Set(commandsSent)).toEqual(new Set(['QueryCommand']));
    expect(pastLookBack.tried).toBe(0);
    expect(onIssueDay).toMatchObject({ tried: 1, paid: 0 });
    expect(nextDay).toMatchObject({ tried: 1, paid: 1 });
    expect(afterPaid.tried).toBe(0);
    expect(gateway.purchases).toHaveLength(2);
  });
});

describe('The month end', () => {
  // The gateway the platform is configured with: the local stand-in, through Helcim's adapter.
  let stand: LocalPaymentGateway;
  beforeAll(async () => {
    stand = await startPaymentGateway({ port: 0, apiToken: 'unit-token' });
    vi.stubEnv('PAYMENT_GATEWAY_URL', stand.apiUrl);
    vi.stubEnv('PAYMENT_GATEWAY_API_TOKEN', 'unit-token');
    resetConfig();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    resetConfig();
    await stand.stop();
  });

  /** A card saved through the stand-in's form, as the SPA saves one: its token and customer. */
  async function standCard(): Promise<{ cardToken: string; customerCode: string }> {
    const gateway = helcimGateway({ baseUrl: stand.apiUrl, apiToken: 'unit-token' });
    const { customerCode } = await gateway.createCustomer({ businessName: 'Studio', contactName: 'Sofia Roy' });
    const session = await gateway.startCheckout({ paymentType: 'verify', amountCents: 0, customerCode });
    const { cardToken } = stand.typeCard(session.checkoutToken, { number: '5413330089099130', cvv: '100' });
    return { cardToken: cardToken!, customerCode };
  }

  it('e-mails each invoice it issues and charges it to the primary card at once, once when it runs again', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    await givenCard(studio, await standCard());
    const month = billingMonthOf(await billingNow());
    const chargesBefore = stand.chargeCount();

    // Act
    await Promise.all([runMonthEnd(month), runMonthEnd(month)]);
    await runMonthEnd(month);

    // Assess
    const invoice = (await finaliseMonthOf(studio.account.id, month))!;
    expect(invoice).toMatchObject({ status: 'paid', scheduled_tries: 0, payment: { last_four: '9130' } });
    expect(stand.chargeCount() - chargesBefore).toBe(1);
    const mails = ports.mails.to(studio.auth.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your Masterport invoice ${invoice.number}`,
      `Payment received: invoice ${invoice.number}`,
    ]);
    expect(mails[0]!.text).toContain(`/app/user/billing/view-invoice/${invoice.id}`);
    expect(mails[0]!.text).toContain(`due on ${dayText('en', invoice.due_on)}`);
    expect(mails[0]!.text).toMatch(/Invoice \d+ for [A-Z][a-z]+ \d{4} is ready/);
  });
});
