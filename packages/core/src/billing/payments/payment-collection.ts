import { getInvoices, listPaymentMethods, openInvoicesIssuedBetween, type InvoiceItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../logger.ts';
import { addDays, billingToday } from '../../billing-access/billing-clock.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { chargeInvoices } from './charge-invoices.ts';
import { PAYMENT_RETRY_GAPS_DAYS, scheduledTryDue } from './payment-schedule.ts';

/**
 * The address a charge the platform makes on its own is sent with: the gateway asks every purchase
 * for the payer's IP, and a scheduled charge has no payer at a browser. Assumed accepted (Helcim's
 * reference is silent on charges the merchant starts); check before going live.
 */
const SCHEDULED_CHARGE_IP = '0.0.0.0';

/**
 * Refusals that are no card's decline (chargeOnce records none of them): an unknown outcome, retried
 * under the same key, or our own configuration refused. None counts as a try.
 */
const NOT_A_DECLINE: ReadonlySet<string> = new Set([
  'system_unavailable',
  'no_receipt',
  'service_busy',
  'configuration_problem',
  // A person is paying it right now: not this run's try.
  'payment_in_progress',
]);

export type CollectionOutcome = 'not_due' | 'no_card' | 'paid' | 'declined' | 'unknown';

/**
 * One try of the payment collection on an open invoice, when its schedule says so: its total to the
 * account's primary card. An account without a card keeps the invoice open, its try not counted (it
 * is made the day a card is there). Idempotent: a try is keyed by the invoice's attempt count, so two
 * runs at once charge once and record it once, and a run replayed the same day finds it tried.
 */
export async function collectInvoice(
  invoice: InvoiceItem,
  today: string,
  gateway?: PaymentGateway,
): Promise<CollectionOutcome> {
  if (!scheduledTryDue(invoice, today)) return 'not_due';
  const card = (await listPaymentMethods(table(), invoice.account_id)).find((method) => method.is_primary);
  if (!card) return 'no_card';
  try {
    await chargeInvoices({
      accountId: invoice.account_id,
      invoices: [invoice],
      card,
      today,
      ipAddress: SCHEDULED_CHARGE_IP,
      scheduled: true,
      gateway,
    });
    return 'paid';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.info('Payment collection: invoice not paid', { invoiceId: invoice.id, code: error.code });
    return NOT_A_DECLINE.has(error.code) ? 'unknown' : 'declined';
  }
}

/** How many invoices are collected at once: each is a few table calls and at most one gateway call. */
const COLLECTION_CONCURRENCY = 4;

/**
 * How far back the collection reads open invoices, in days of issue: the schedule's last try, plus a
 * week of runs that did not happen (each missed try is made the next run). An invoice older than
 * that has had its tries; it waits for a person to pay it (the overdue gate says so).
 */
export const COLLECTION_LOOKBACK_DAYS = PAYMENT_RETRY_GAPS_DAYS.reduce((days, gap) => days + gap, 0) + 7;

/**
 * The daily payment collection (a scheduled run after the metering; the local cloud's timer after
 * the month end, and `advanceBillingTime` for each day it skips): the open invoices of the days the
 * retry schedule covers (the platform's sparse collection list, never a scan) tried on their
 * schedule on `day` (the billing clock's today unless given). An invoice that fails is logged and
 * counted, the others go on.
 */
export async function runPaymentCollection(
  day?: string,
  gateway?: PaymentGateway,
): Promise<{ day: string; tried: number; paid: number; failed: number }> {
  const today = day ?? (await billingToday());
  const counts = { tried: 0, paid: 0, failed: 0 };
  const oldestIssue = addDays(today, -COLLECTION_LOOKBACK_DAYS);
  for await (const page of openInvoicesIssuedBetween(table(), oldestIssue, today)) {
    const due = page.filter((invoice) => scheduledTryDue(invoice, today));
    for (let start = 0; start < due.length; start += COLLECTION_CONCURRENCY)
      await Promise.all(
        due.slice(start, start + COLLECTION_CONCURRENCY).map(async (listed) => {
          try {
            // The list is an index, read eventually: the try works on the invoice as the table has it.
            const [invoice] = await getInvoices(table(), [listed.id]);
            if (!invoice) return;
            const outcome = await collectInvoice(invoice, today, gateway);
            if (outcome === 'not_due' || outcome === 'no_card') return;
            counts.tried += 1;
            if (outcome === 'paid') counts.paid += 1;
          } catch (error) {
            counts.failed += 1;
            logger.error('Payment collection failed', {
              accountId: listed.account_id,
              invoiceId: listed.id,
              error: String(error),
            });
          }
        }),
      );
  }
  logger.info('Payment collection ran', { day: today, ...counts });
  return { day: today, ...counts };
}
