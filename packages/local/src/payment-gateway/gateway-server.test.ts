import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentGateway, testCardExpiry, type LocalPaymentGateway } from './gateway-server.ts';

let gateway: LocalPaymentGateway;
const API_TOKEN = 'stand-in-token';

beforeAll(async () => {
  gateway = await startPaymentGateway({ port: 0, apiToken: API_TOKEN });
});
afterAll(async () => {
  await gateway.stop();
});

const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateway.apiUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-token': API_TOKEN, ...headers },
    body: JSON.stringify(body),
  });

async function savedCard(cvv = '100'): Promise<{ cardToken: string; checkoutToken: string }> {
  const session = (await (
    await api('/helcim-pay/initialize', { paymentType: 'verify', amount: 0, currency: 'CAD' })
  ).json()) as {
    checkoutToken: string;
  };
  const form = await fetch(`${gateway.endpoint}/helcim-pay/process`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      checkoutToken: session.checkoutToken,
      cardHolderName: 'Rémi Lavoie',
      cardNumber: '4124 9399 9999 9990',
      cardExpiry: testCardExpiry(),
      cardCVV: cvv,
    }),
  });
  const answer = (await form.json()) as { eventMessage: { data: { data: { cardToken: string } } } };
  return { cardToken: answer.eventMessage.data.data.cardToken, checkoutToken: session.checkoutToken };
}

const purchase = (cardToken: string, key: string, amount: number) =>
  api(
    '/payment/purchase',
    { cardData: { cardToken }, ipAddress: '127.0.0.1', currency: 'CAD', amount },
    { 'idempotency-key': key },
  );

describe('the local stand-in of the card gateway', () => {
  it('answers as Helcim: the api-token checked, a key replayed, the 5-minute duplicate rule, sessions that expire after an hour', async () => {
    // Prepare
    const { cardToken } = await savedCard();
    const later = await api('/helcim-pay/initialize', { paymentType: 'verify', amount: 0, currency: 'CAD' });
    const { checkoutToken: expiring } = (await later.json()) as { checkoutToken: string };

    // Act
    const unauthorised = await api('/helcim-pay/initialize', {}, { 'api-token': 'wrong' });
    const first = await purchase(cardToken, 'a'.repeat(25), 12.5);
    const replayed = await purchase(cardToken, 'a'.repeat(25), 12.5);
    const otherPayload = await purchase(cardToken, 'a'.repeat(25), 13);
    const duplicate = await purchase(cardToken, 'b'.repeat(25), 12.5);
    gateway.advanceClock(5 * 60_000 + 1);
    const afterFiveMinutes = await purchase(cardToken, 'c'.repeat(25), 12.5);
    gateway.advanceClock(60 * 60_000);
    const expired = await fetch(`${gateway.endpoint}/helcim-pay/process`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        checkoutToken: expiring,
        cardNumber: '4124939999999990',
        cardExpiry: testCardExpiry(),
        cardCVV: '100',
      }),
    });

    // Assess
    expect(unauthorised.status).toBe(401);
    const receipt = (await first.json()) as { transactionId: string; status: string; amount: string };
    expect(receipt).toMatchObject({ status: 'APPROVED', amount: '12.50' });
    expect(await replayed.json()).toEqual(receipt);
    expect(otherPayload.status).toBe(409);
    expect([duplicate.status, await duplicate.json()]).toEqual([
      500,
      { errors: 'Transaction Declined: 208 - DUPLICATE TRANSACTION' },
    ]);
    expect(afterFiveMinutes.status).toBe(200);
    expect(await expired.json()).toEqual({ eventStatus: 'ABORTED', eventMessage: 'Checkout token expired' });
    expect(gateway.chargeCount()).toBe(2);
  });
});
