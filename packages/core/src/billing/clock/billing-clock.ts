import { addToBillingClockOffset, getBillingClockOffset } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/**
 * The billing clock (docs/billing.md, "The billing clock"): the time every billing code path reads,
 * the wall clock plus an offset the local cloud and the tests can move forward (as a payment
 * provider's test clock), so a month end is shown in seconds on the same code path. In AWS the
 * offset is fixed at zero: it is not even read.
 */
const clockMovable = (): boolean => config().localCloud === '1';

/** Billing's now. */
export async function billingNow(): Promise<Date> {
  const offset = clockMovable() ? await getBillingClockOffset(table()) : 0;
  return new Date(Date.now() + offset);
}

/** The most the clock moves in one call: a year, enough for any renewal or overdue story. */
export const MAX_CLOCK_MOVE_DAYS = 366;

/** Moves billing time forward by whole days (never back: issued invoices would be dated in the future). */
export async function moveBillingClock(days: number): Promise<Date> {
  if (!clockMovable()) throw new AppError('not_found');
  if (!Number.isInteger(days) || days < 1 || days > MAX_CLOCK_MOVE_DAYS) throw new AppError('validation_error');
  const offset = await addToBillingClockOffset(table(), days * 86_400_000, new Date().toISOString());
  return new Date(Date.now() + offset);
}

/** The billing month of a moment, YYYY-MM. Billing months are UTC months (docs/billing.md). */
export const billingMonthOf = (at: Date): string => at.toISOString().slice(0, 7);

/** The month before a YYYY-MM month. */
export function previousMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 2, 1)).toISOString().slice(0, 7);
}

/** The month after a YYYY-MM month. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 1)).toISOString().slice(0, 7);
}

/** The number of days of a YYYY-MM month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

/** A month's last day, YYYY-MM-DD: the tax date of its invoice. */
export const lastDayOfMonth = (month: string): string => `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;

/** A calendar date (YYYY-MM-DD) plus whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
