import type { InvoiceItem } from '@masterport/data';
import { addDays } from '../../billing-access/billing-clock.ts';

/**
 * The retry schedule of an unpaid invoice (docs/billing.md "Payments"): the payment collection
 * charges the primary card when the invoice is issued, then after a decline again 1 day later,
 * 1 day after that and 8 days after that (issue date +1, +2, +10): four tries inside the 15 days
 * before it is due. Each number is the gap after the try before it.
 */
export const PAYMENT_RETRY_GAPS_DAYS = [1, 1, 8] as const;

/** How many tries the collection makes of one invoice: the one at issue and each retry. */
export const SCHEDULED_TRIES = 1 + PAYMENT_RETRY_GAPS_DAYS.length;

/** The day the collection's try number `tried` (0: the one at issue) is due, or null after the last. */
export function scheduledTryOn(issuedOn: string, tried: number): string | null {
  if (tried >= SCHEDULED_TRIES) return null;
  return addDays(
    issuedOn,
    PAYMENT_RETRY_GAPS_DAYS.slice(0, tried).reduce((days, gap) => days + gap, 0),
  );
}

/**
 * Whether the collection tries the invoice on `today`: it is open, its next try's day has come, and
 * it was not tried today already (by the collection or a person): one try a day, so a day skipped
 * (the schedule did not run) is made up the next day without trying twice in one.
 */
export function scheduledTryDue(
  invoice: Pick<InvoiceItem, 'status' | 'issued_on' | 'scheduled_tries' | 'last_try_on'>,
  today: string,
): boolean {
  if (invoice.status !== 'open' || invoice.last_try_on === today) return false;
  const due = scheduledTryOn(invoice.issued_on, invoice.scheduled_tries);
  return due !== null && due <= today;
}
