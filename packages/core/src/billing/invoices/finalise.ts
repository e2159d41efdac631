import {
  getAccount,
  issueInvoice,
  accountsInUse,
  listLedgerEntriesOfMonth,
  type AccountItem,
  type InvoiceItem,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { config } from '../../config.ts';
import { logger } from '../../logger.ts';
import {
  addDays,
  billingMonthOf,
  billingNow,
  lastDayOfMonth,
  nextMonth,
  previousMonth,
} from '../../billing-access/billing-clock.ts';
import { billSubscription } from '../ledger/ledger.ts';
import { invoiceTotals, ledgerLines, storageLines, taxedLines } from './invoice-lines.ts';
import { meterStorageDay } from '../storage-metering/daily-metering.ts';
import { monthInvoiceId } from './invoice-id.ts';
import { mailInvoiceReady } from '../payments/billing-mails.ts';
import { collectInvoice } from '../payments/payment-collection.ts';
import { sendCardExpiryNotices } from '../payments/card-expiry-notices.ts';
import { storageUsageForMonth } from './storage-usage.ts';
import { applyApprovedMonthEndChange } from '../plan-changes/plan-changes.ts';
import { applyMonthEndCancellation } from '../cancellation/cancellation.ts';

/**
 * Payment terms (docs/billing.md, "Invoices"): the days after its issue an invoice is due; past
 * its due date unpaid, it is overdue. The invoice keeps its due date, and every screen and PDF reads
 * that date, never this number again.
 */
export const INVOICE_DUE_DAYS = 15;

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
  const taxDate = lastDayOfMonth(month);
  const lines = taxedLines(
    [...ledgerLines(entries), ...storageLines(account.plan_key, storage)],
    { country: account.country, state: account.state },
    taxDate,
  );
  const totals = invoiceTotals(lines);
  if (totals.total_cents <= 0) return null;
  const issuedOn = now.toISOString().slice(0, 10);
  return issueInvoice(table(), {
    id: monthInvoiceId(account.id, month),
    account_id: account.id,
    month,
    issued_on: issuedOn,
    tax_date: taxDate,
    due_on: addDays(issuedOn, INVOICE_DUE_DAYS),
    status: 'open',
    paid_on: null,
    language: account.language,
    customer: {
      name: account.name,
      address: account.address,
      city: account.city,
      state: account.state,
      zip: account.zip,
      country: account.country,
    },
    gst_hst_registration: config().gstHstRegistrationNumber ?? null,
    qst_registration: config().qstRegistrationNumber ?? null,
    lines,
    ...totals,
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

/**
 * What follows an invoice's issue (docs/billing.md "Payments"): the invoice-ready e-mail and the
 * collection's first try on the primary card. Both are once per invoice (a claimed e-mail, a try
 * keyed by the attempt count), so a month end run again sends and charges nothing twice; neither
 * undoes the issue when it fails (the daily collection tries again).
 */
export async function announceAndCollect(invoice: InvoiceItem): Promise<void> {
  try {
    await mailInvoiceReady(invoice);
    await collectInvoice(invoice, invoice.issued_on);
  } catch (error) {
    logger.error('Invoice issued but not announced or charged', { invoiceId: invoice.id, error: String(error) });
  }
}

/** One account's month, by id (tests, the local cloud's "close the month" action). */
export async function finaliseMonthOf(accountId: string, month: string): Promise<InvoiceItem | null> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new Error(`Account ${accountId} not found`);
  return finaliseAccountMonth(account, month);
}
