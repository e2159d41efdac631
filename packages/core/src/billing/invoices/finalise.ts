import { getAccount, listLedgerEntriesOfMonth, type AccountItem, type InvoiceItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { billingNow, lastDayOfMonth } from '../../billing-access/billing-clock.ts';
import { billSubscription } from '../ledger/ledger.ts';
import { meterStorageDay } from '../storage-metering/daily-metering.ts';
import { monthInvoiceId } from './invoice-id.ts';
import { ledgerLines, storageLines } from './invoice-lines.ts';
import { issueAccountInvoice } from './issue-invoice.ts';
import { storageUsageForMonth } from './storage-usage.ts';

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

/** One account's month, by id (tests, the local cloud's "close the month" action). */
export async function finaliseMonthOf(accountId: string, month: string): Promise<InvoiceItem | null> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new Error(`Account ${accountId} not found`);
  return finaliseAccountMonth(account, month);
}
