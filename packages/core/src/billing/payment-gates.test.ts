import { getPaymentStanding, markInvoicePaid } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../adapters/db.ts';
import { givenAccount } from '../testing/accounts.ts';
import { useMovableBillingClock } from '../testing/billing-clock.ts';
import { givenCard } from '../testing/cards.ts';
import { useFakePorts } from '../testing/fake-ports.ts';
import {
  addDays,
  billingMonthOf,
  billingNow,
  billingToday,
  moveBillingClock,
} from '../billing-access/billing-clock.ts';
import {
  blockedFrom,
  OVERDUE_GRACE_DAYS,
  refuseBillingWithoutCard,
  refuseOverdueAccount,
} from '../billing-access/payment-gates.ts';
import { finaliseMonthOf } from './invoices/finalise.ts';

// This file's own table: moving its billing clock is seen by no other file.
useFakePorts();

/** The gate as authorisation runs it: on the standing it reads with the account. */
const gateOf = async (accountId: string) => refuseOverdueAccount(await getPaymentStanding(table(), accountId));

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'allowed',
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );

/** Moves the billing clock forward to a calendar day (never back). */
async function moveClockTo(day: string): Promise<void> {
  const days = Math.round((Date.parse(day) - Date.parse(await billingToday())) / 86_400_000);
  if (days > 0) await moveBillingClock(days);
}

describe('The payment gates', () => {
  useMovableBillingClock();

  it('blocks an account from the 14th day after an unpaid invoice’s due date, and paying clears it at once', async () => {
    // Prepare: a studio's month issued (its subscription), due 15 days later.
    const studio = await givenAccount('partner_studio');
    const invoice = (await finaliseMonthOf(studio.account.id, billingMonthOf(await billingNow())))!;
    const accountId = studio.account.id;

    // Act
    await moveClockTo(invoice.due_on);
    const onDueDay = await codeOf(gateOf(accountId));
    await moveClockTo(addDays(blockedFrom(invoice), -1));
    const dayBefore = await codeOf(gateOf(accountId));
    await moveClockTo(blockedFrom(invoice));
    const blockDay = await codeOf(gateOf(accountId));
    await markInvoicePaid(table(), invoice.id, await billingToday());
    const paid = await codeOf(gateOf(accountId));

    // Assess
    expect(blockedFrom(invoice)).toBe(addDays(invoice.due_on, OVERDUE_GRACE_DAYS));
    expect([onDueDay, dayBefore, blockDay, paid]).toEqual(['allowed', 'allowed', 'payment_overdue', 'allowed']);
  });

  it('asks a card of the plans that pay before a call that bills, never of a broadcaster', async () => {
    // Prepare
    const [studio, creator, broadcaster] = await Promise.all([
      givenAccount('partner_studio'),
      givenAccount('content_creator'),
      givenAccount('broadcaster'),
    ]);
    await givenCard(creator);

    // Act
    const answers = await Promise.all(
      [studio, creator, broadcaster].map(({ account }) => codeOf(refuseBillingWithoutCard(account))),
    );

    // Assess
    expect(answers).toEqual(['payment_method_missing', 'allowed', 'allowed']);
  });
});
