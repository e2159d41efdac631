import { getInvoice } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { billingMonthOf, billingNow, moveBillingClock } from '../../billing-access/billing-clock.ts';
import { AppError } from '../../errors.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { givenCard } from '../../testing/cards.ts';
import { useMovableBillingClock } from '../../testing/billing-clock.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { ScriptedGateway } from '../../testing/scripted-gateway.ts';
import { finaliseMonthOf } from '../invoices/finalise.ts';
import { makePayment } from './make-payment.ts';

useFakePorts();

describe('make-payment', () => {
  useMovableBillingClock();

  it('charges an invoice once when one tab pays it and another pays all at the same moment: the later is refused, then pays what is left', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    await givenCard(studio);
    const earlier = (await finaliseMonthOf(studio.account.id, billingMonthOf(await billingNow())))!;
    const latest = (await finaliseMonthOf(studio.account.id, billingMonthOf(await moveBillingClock(32))))!;
    const gateway = new ScriptedGateway();

    // Act
    const answers = await Promise.allSettled([
      makePayment(studio.auth, { invoice_ids: [earlier.id] }, '203.0.113.7', gateway),
      makePayment(studio.auth, { invoice_ids: 'all' }, '203.0.113.8', gateway),
    ]);
    const refused = answers.filter((answer) => answer.status === 'rejected');
    const chargedAtOnce = gateway.purchases.length;
    const afterwards = await makePayment(studio.auth, { invoice_ids: 'all' }, '203.0.113.8', gateway);

    // Assess
    expect(chargedAtOnce).toBe(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect(((refused[0] as PromiseRejectedResult).reason as AppError).code).toBe('payment_in_progress');
    const charged = gateway.purchases.reduce((sum, purchase) => sum + purchase.amountCents, 0);
    expect(charged).toBe(earlier.total_cents + latest.total_cents);
    expect(afterwards.charged_cents).toBeGreaterThan(0);
    for (const invoice of [earlier, latest])
      expect(await getInvoice(table(), invoice.id)).toMatchObject({
        status: 'paid',
        payment_claim: null,
        payment_claim_until: null,
      });
  });
});
