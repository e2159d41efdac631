import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCardCharge } from '@masterport/data';
import { startTestTable } from '@masterport/data/test-table';
import { startPaymentGateway, type LocalPaymentGateway } from '@masterport/local/payment-gateway';
import { setTableForTests } from '../../adapters/db.ts';
import { chargeOnce, type ChargeRequest } from './charge-once.ts';
import { helcimGateway } from './helcim-gateway.ts';
import type { PaymentGateway } from './payment-gateway.ts';

// The local stand-in of the gateway and the local cloud's DynamoDB, both in process.
let table: Awaited<ReturnType<typeof startTestTable>>;
let stand: LocalPaymentGateway;
let gateway: PaymentGateway;
let customerCode: string;

beforeAll(async () => {
  table = await startTestTable();
  setTableForTests(table.db);
  stand = await startPaymentGateway({ port: 0, apiToken: 'test-token' });
  gateway = helcimGateway({ baseUrl: stand.apiUrl, apiToken: 'test-token', timeoutMs: 5_000 });
  customerCode = (await gateway.createCustomer({ businessName: 'Demo Studio', contactName: 'Sofia Roy' })).customerCode;
}, 30_000);

afterAll(async () => {
  setTableForTests(undefined);
  await stand.stop();
  await table.stop();
});

/** A card saved through the stand-in's form (as the SPA does it), answered as its token. */
async function savedCard(cvv: string): Promise<string> {
  const session = await gateway.startCheckout({ paymentType: 'verify', amountCents: 0, customerCode });
  return stand.typeCard(session.checkoutToken, { number: '5413330089099130', cvv }).cardToken!;
}

const charge = (cardToken: string, idempotencyKey: string, amountCents: number): ChargeRequest => ({
  accountId: 'account-1',
  idempotencyKey,
  amountCents,
  cardToken,
  customerCode,
  ipAddress: '127.0.0.1',
});

const outcome = (call: Promise<unknown>) =>
  call.then(
    (result) => ({ ok: result }),
    (error: unknown) => ({ refused: (error as { code?: string }).code }),
  );

describe('charging a card once', () => {
  it('charges once when five calls with the same key come at once, and every call answers the same receipt', async () => {
    // Prepare
    const card = await savedCard('100');
    const before = stand.chargeCount();
    // The gateway would replay a key it saw itself: our record must keep the others from asking at all.
    let asked = 0;
    const counted: PaymentGateway = { ...gateway, purchase: (request) => ((asked += 1), gateway.purchase(request)) };

    // Act
    const results = await Promise.all(
      Array.from({ length: 5 }, () => chargeOnce(charge(card, 'invoice-1#1', 7900), counted)),
    );

    // Assess
    expect(asked).toBe(1);
    expect(stand.chargeCount() - before).toBe(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(results[0]).toMatchObject({ amountCents: 7900 });
  });

  it('leaves a charge whose answer was lost retryable, and the retry is the same charge, not a second one', async () => {
    // Prepare
    const card = await savedCard('100');
    const before = stand.chargeCount();
    stand.failNextPurchase('drop-after-charge');

    // Act
    const lost = await outcome(chargeOnce(charge(card, 'invoice-2#1', 8000), gateway));
    const retried = await chargeOnce(charge(card, 'invoice-2#1', 8000), gateway);
    const again = await chargeOnce(charge(card, 'invoice-2#1', 8000), gateway);

    // Assess
    expect(lost).toEqual({ refused: 'system_unavailable' });
    expect(stand.chargeCount() - before).toBe(1);
    expect(again.transactionId).toBe(retried.transactionId);
  });

  it('retries a charge the gateway failed before making, and charges it then', async () => {
    // Prepare
    const card = await savedCard('100');
    const before = stand.chargeCount();
    stand.failNextPurchase('error-before-charge');

    // Act
    const failed = await outcome(chargeOnce(charge(card, 'invoice-3#1', 8100), gateway));
    const retried = await outcome(chargeOnce(charge(card, 'invoice-3#1', 8100), gateway));

    // Assess
    expect(failed).toEqual({ refused: 'system_unavailable' });
    expect(retried).toMatchObject({ ok: { amountCents: 8100 } });
    expect(stand.chargeCount() - before).toBe(1);
  });

  it('maps declines at charge time, keeps a decline for its key, refuses the key for another amount, and maps an unknown card token', async () => {
    // Prepare
    const poor = await savedCard('225');
    const card = await savedCard('100');

    // Act
    const declined = await outcome(chargeOnce(charge(poor, 'invoice-4#1', 8200), gateway));
    const declinedAgain = await outcome(chargeOnce(charge(poor, 'invoice-4#1', 8200), gateway));
    const otherAmount = await outcome(chargeOnce(charge(poor, 'invoice-4#1', 100), gateway));
    const unknownToken = await outcome(chargeOnce(charge('no-such-token', 'invoice-5#1', 8300), gateway));
    const first = await outcome(chargeOnce(charge(card, 'invoice-6#1', 8400), gateway));
    const duplicate = await outcome(chargeOnce(charge(card, 'invoice-6#2', 8400), gateway));
    const amountDeclines = [];
    for (const cvv of ['202', '203', '208'])
      amountDeclines.push(await outcome(chargeOnce(charge(await savedCard(cvv), `invoice-7#${cvv}`, 8500), gateway)));

    // Assess
    expect(amountDeclines).toEqual([
      { refused: 'configuration_problem' },
      { refused: 'preauth_full' },
      { refused: 'duplicate_transaction' },
    ]);
    expect([declined, declinedAgain, otherAmount, unknownToken]).toEqual([
      { refused: 'insufficient_funds' },
      { refused: 'insufficient_funds' },
      { refused: 'duplicate_transaction' },
      { refused: 'data_key_not_found' },
    ]);
    // The gateway's own 5-minute rule: the same card and amount again under a new key.
    expect(first).toMatchObject({ ok: { amountCents: 8400 } });
    expect(duplicate).toEqual({ refused: 'duplicate_transaction' });
  });

  it('does not ask the gateway again about a charge of unknown outcome older than the gateway remembers its key', async () => {
    // Prepare: a charge whose answer was lost ten minutes ago (the gateway keeps a key for five)
    const card = await savedCard('100');
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await startCardCharge(table.db, {
      account_id: 'account-1',
      idempotency_key: 'invoice-9#1',
      gateway_key: 'old-gateway-key',
      amount_cents: 9100,
      card_token: card,
      state: 'unknown',
      lease_until: 0,
      attempt: 1,
      transaction_id: null,
      decline_code: null,
      created_on: tenMinutesAgo,
      modified_on: tenMinutesAgo,
    });
    let asked = 0;
    const counted: PaymentGateway = { ...gateway, purchase: (request) => ((asked += 1), gateway.purchase(request)) };

    // Act
    const retried = await outcome(chargeOnce(charge(card, 'invoice-9#1', 9100), counted));

    // Assess: charging again could charge twice; a person reconciles it
    expect(retried).toEqual({ refused: 'system_unavailable' });
    expect(asked).toBe(0);
  });
});
