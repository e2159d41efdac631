import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { givenCard } from '../../testing/cards.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { addPaymentMethod, savePaymentMethod } from './payment-methods.ts';

useFakePorts();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof AppError ? { code: error.code, fields: error.fields } : error),
  );

const address = { name: 'Sofia Roy', street: '1 King St W', city: 'Toronto', postal_code: 'M5H 1A1' };
// The form's answer is never reached: the address is checked first, so nothing of it is used up.
const save = { checkout_token: 'not-reached', result: { status: 'ABORTED' as const, message: 'not reached' } };

describe('payment methods', () => {
  it("refuses a billing address whose province is not its country's, or whose country is unknown, before the form's answer is used", async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');

    // Act
    const answers = await Promise.all([
      refusal(
        savePaymentMethod(studio.auth, { ...save, billing_address: { ...address, country: 'US', province: 'ON' } }),
      ),
      refusal(
        savePaymentMethod(studio.auth, { ...save, billing_address: { ...address, country: 'ZZ', province: 'ON' } }),
      ),
      refusal(
        savePaymentMethod(studio.auth, { ...save, billing_address: { ...address, country: 'CA', province: 'ON' } }),
      ),
    ]);

    // Assess
    expect(answers).toEqual([
      { code: 'validation_error', fields: { 'billing_address.province': 'one_of' } },
      { code: 'validation_error', fields: { 'billing_address.country': 'one_of' } },
      // A good address goes on to the form's answer: this one's session is unknown.
      { code: 'not_found', fields: undefined },
    ]);
  });

  it('says the account has as many cards as it can keep when one more is asked for', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    for (let card = 0; card < 10; card += 1) await givenCard(studio, { primary: card === 0 });

    // Act
    // No gateway is reached: the count is checked first.
    const answer = await refusal(addPaymentMethod(studio.auth, {} as PaymentGateway));

    // Assess
    expect(answer).toMatchObject({ code: 'payment_methods_limit' });
  });
});
