import { PRICE_BOOK, type PlanKey } from '@masterport/contract';
import { daysInMonth } from '../../billing-access/calendar.ts';

/**
 * The prorated current month of a plan change that takes effect on `day` (docs/billing.md "Plan
 * changes"). The month's subscription stays the old plan's (billed whole, as the month end would);
 * the days from `day` to the month's last day, both counted, are the new plan's, so the change
 * adds the difference of the two prices for those days: positive when the new plan costs more
 * (charged at once), negative when less (a credit on the month's invoice). Rounded once, half away
 * from zero to the cent, so a credit rounds as its charge would (docs/billing.md "Rounding").
 */
export function planChangeProration(
  from: PlanKey,
  to: PlanKey,
  day: string,
): { cents: number; days: number; monthDays: number } {
  const month = day.slice(0, 7);
  const monthDays = daysInMonth(month);
  const days = monthDays - Number(day.slice(8, 10)) + 1;
  const exact = ((PRICE_BOOK[to].subscriptionCents - PRICE_BOOK[from].subscriptionCents) * days) / monthDays;
  const cents = Math.sign(exact) * Math.round(Math.abs(exact));
  return { cents: cents === 0 ? 0 : cents, days, monthDays };
}
