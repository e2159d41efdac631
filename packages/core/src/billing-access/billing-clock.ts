import { addToBillingClockOffset, getBillingClockOffset } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';

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

/** Today for billing, as a UTC day (YYYY-MM-DD) of the billing clock (which the local cloud and the tests move forward). */
export const billingToday = async (): Promise<string> => (await billingNow()).toISOString().slice(0, 10);

/** The most the clock moves in one call: a year, enough for any renewal or overdue story. */
export const MAX_CLOCK_MOVE_DAYS = 366;

/** Moves billing time forward by whole days (never back: issued invoices would be dated in the future). */
export async function moveBillingClock(days: number): Promise<Date> {
  if (!clockMovable()) throw new AppError('not_found');
  if (!Number.isInteger(days) || days < 1 || days > MAX_CLOCK_MOVE_DAYS) throw new AppError('validation_error');
  const offset = await addToBillingClockOffset(table(), days * 86_400_000, new Date().toISOString());
  return new Date(Date.now() + offset);
}

// The calendar of billing (UTC days and months), pure, for those that read no clock.
export {
  addDays,
  billingMonthOf,
  dayBefore,
  daysInMonth,
  lastDayOfMonth,
  nextMonth,
  previousMonth,
} from './calendar.ts';
