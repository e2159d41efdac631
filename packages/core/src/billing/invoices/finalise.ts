import {
  getAccount,
  accountsInUse,
  listLedgerEntriesOfMonth,
  type AccountItem,
  type InvoiceItem,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { logger } from '../../logger.ts';
import {
  billingMonthOf,
  billingNow,
  lastDayOfMonth,
  nextMonth,
  previousMonth,
} from '../../billing-access/billing-clock.ts';
import { billSubscription } from '../ledger/ledger.ts';
import { ledgerLines, storageLines } from './invoice-lines.ts';
import { announceAndCollect, issueAccountInvoice } from './issue-invoice.ts';
import { meterStorageDay } from '../storage-metering/daily-metering.ts';
import { monthInvoiceId } from './invoice-id.ts';
import { sendCardExpiryNotices } from '../payments/card-expiry-notices.ts';
import { storageUsageForMonth } from './storage-usage.ts';
import { applyApprovedMonthEndChange } from '../plan-changes/plan-changes.ts';
import { applyMonthEndCancellation } from '../cancellation/cancellation.ts';

export { monthInvoiceId } from './invoice-id.ts';

/**
 * Whether an account pays its plan's subscription for a month (docs/billing.md, "Subscriptions"): it
 * existed by the month's last day and was in use, not waiting for approval nor cancelled. Its usage
 * of the month is invoiced either way.
 */
export const paysSubscriptionFor = (account: AccountItem, month: string): boolean =>
  account.created_on.slice(0, 10) <= lastDayOfMonth(month) && !NOT_SUBSCRIBED.has(account.status);
const NOT_SUBSCRIBED: ReadonlySet<AccountItem['status']> = new Set([
  'pending_activation',
  'waiting_approval',
  'cancelled',
]);

/**
 * Finalises an account's month: bills its subscription for the month (when it pays one), reads the month's ledger and
 * storage, taxes each line where the account is on the month's last day, and issues the invoice with
 * the next number. Nothing is issued for a month that costs nothing. Idempotent: run again, it
 * answers the invoice already issued.
 */
export async function finaliseAccountMonth(account: AccountItem, month: string): Promise<InvoiceItem | null> {
  const now = await billingNow();
  if (paysSubscriptionFor(account, month)) await billSubscription(account.id, account.plan_key, month, now);
  // The month's last day may not be metered yet (the daily run and the month end race at midnight):
  // metering a day writes it once, so asking here is safe and the invoice never misses it.
  await meterStorageDay(account.id, lastDayOfMonth(month));
  const [entries, storage] = await Promise.all([
    listLedgerEntriesOfMonth(table(), account.id, month),
    storageUsageForMonth(account.id, month),
  ]);
  return issueAccountInvoice(account, {
    id: monthInvoiceId(account.id, month),
    month,
    issuedOn: now.toISOString().slice(0, 10),
    taxDate: lastDayOfMonth(month),
    lines: [...ledgerLines(entries), ...storageLines(account.plan_key, storage)],
  });
}

/** How many accounts are finalised at once: the sequence is one item, so more would only retry more. */
const FINALISE_CONCURRENCY = 4;

/**
 * The month-end run (a scheduled run: EventBridge Scheduler in AWS, the local scheduler stand-in
 * locally): finalises the month before the billing clock's (or the month given) for every active account. An account
 * that fails is logged and left for the run's next attempt (each finalisation is idempotent).
 */
export async function runMonthEnd(month?: string): Promise<{ month: string; issued: number; failed: number }> {
  month ??= previousMonth(billingMonthOf(await billingNow()));
  let issued = 0;
  let failed = 0;
  // From the platform's list of accounts in use, never a scan: not those waiting for approval (not
  // yet in use), nor the cancelled (their final invoice came when they closed: docs/billing.md).
  for await (const accounts of accountsInUse(table())) {
    for (let start = 0; start < accounts.length; start += FINALISE_CONCURRENCY)
      await Promise.all(
        accounts.slice(start, start + FINALISE_CONCURRENCY).map(async (account) => {
          try {
            const invoice = await finaliseAccountMonth(account, month);
            if (invoice) {
              issued += 1;
              await announceAndCollect(invoice);
            }
            // After the closed month is billed on the old plan: the new plan begins with the new month;
            // a cancellation asked for the month end takes effect after its final month is billed.
            await applyApprovedMonthEndChange(account, month);
            await applyMonthEndCancellation(account, month);
          } catch (error) {
            failed += 1;
            logger.error('Month not finalised', { accountId: account.id, month, error: String(error) });
          }
        }),
      );
  }
  logger.info('Month end finalised', { month, issued, failed });
  // The cards that expire at the end of the month just begun would fail the next month end.
  await sendCardExpiryNotices(nextMonth(month)).catch((error: unknown) =>
    logger.error('Card expiry notices not sent', { month: nextMonth(month), error: String(error) }),
  );
  return { month, issued, failed };
}

/** One account's month, by id (tests, the local cloud's "close the month" action). */
export async function finaliseMonthOf(accountId: string, month: string): Promise<InvoiceItem | null> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new Error(`Account ${accountId} not found`);
  return finaliseAccountMonth(account, month);
}
