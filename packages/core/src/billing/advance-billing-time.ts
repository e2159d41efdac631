import { addDays, billingMonthOf, billingNow, moveBillingClock, nextMonth } from '../billing-access/billing-clock.ts';
import { runMonthEnd } from './invoices/month-end.ts';
import { runPaymentCollection } from './payments/payment-collection.ts';
import { meterStorageForDay } from './storage-metering/daily-metering.ts';

/**
 * Moves billing time forward as a payment provider's test clock does (the local cloud's "advance
 * the billing clock" action, docs/billing.md "The billing clock"): the clock moves, then what its
 * schedules would have run in the days it skipped runs now, in order. Every day that ended is
 * metered from the counters as they stand, and every month that ended is finalised, then each day entered runs its payment collection, so a month end
 * is shown in seconds with the same invoices AWS would issue. Refused outside the local cloud.
 */
export async function advanceBillingTime(
  days: number,
): Promise<{ today: string; meteredDays: number; monthsFinalised: string[] }> {
  const before = (await billingNow()).toISOString().slice(0, 10);
  const now = await moveBillingClock(days);
  const today = now.toISOString().slice(0, 10);
  let meteredDays = 0;
  for (let day = before; day < today; day = addDays(day, 1)) {
    const { failed } = await meterStorageForDay(day);
    if (failed > 0) throw new Error(`Storage of ${day}: ${failed} accounts not metered`);
    meteredDays += 1;
  }
  const monthsFinalised: string[] = [];
  for (
    let month = billingMonthOf(new Date(`${before}T00:00:00Z`));
    month < billingMonthOf(now);
    month = nextMonth(month)
  ) {
    const { failed } = await runMonthEnd(month);
    if (failed > 0) throw new Error(`Month end ${month}: ${failed} accounts not finalised`);
    monthsFinalised.push(month);
  }
  // The daily payment collection of each day entered, in order: a retry falls on its own day.
  for (let day = addDays(before, 1); day <= today; day = addDays(day, 1)) {
    const { failed } = await runPaymentCollection(day);
    if (failed > 0) throw new Error(`Payment collection of ${day}: ${failed} accounts not collected`);
  }
  return { today, meteredDays, monthsFinalised };
}
