import { createHash } from 'node:crypto';
import { ARCHIVE_DAYS, type CancelAccountBody } from '@masterport/contract';
import {
  clearPendingCancellation,
  closeAccount,
  ConditionFailedError,
  getAccount,
  getAccountDeletion,
  listLedgerEntriesOfMonth,
  listStorageDays,
  overFreshRead,
  reopenAccount,
  setPendingCancellation,
  TransactionConflictError,
  type AccountItem,
  type InvoiceItem,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { startAccountArchiveExecution } from '../../adapters/workflow.ts';
import type { AuthContext } from '../../auth/authorize.ts';
import { billingMonthOf, billingNow, lastDayOfMonth } from '../../billing-access/billing-clock.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../logger.ts';
import { finaliseAccountMonth } from '../invoices/finalise.ts';
import { ledgerLines, storageLines } from '../invoices/invoice-lines.ts';
import { announceAndCollect, issueAccountInvoice } from '../invoices/issue-invoice.ts';
import { usageForMonth } from '../storage-metering/storage-bands.ts';

/**
 * An account's cancellation (docs/billing.md, "Cancellation and the data archive"): asked for by
 * its primary user (the route's `primary_user` key), at once or when the billing month closes,
 * withdrawn while it waits, and undone by a reactivation while the data is there.
 */

/** The account's standing as the cancellation calls and get-deletion answer it (who asked stays stored only). */
export const stateOf = (account: Pick<AccountItem, 'status' | 'pending_cancellation'>) => ({
  status: account.status,
  pending_cancellation: account.pending_cancellation && {
    effective: account.pending_cancellation.effective,
    delete_data: account.pending_cancellation.delete_data,
    requested_on: account.pending_cancellation.requested_on,
  },
});

/**
 * `cancel-account`: records the request; one that takes effect now closes the account at once
 * (its final invoice, then the archive), one for the month end waits for the month-end run.
 */
export async function requestCancellation(auth: AuthContext, body: CancelAccountBody) {
  const now = await billingNow();
  let account: AccountItem;
  try {
    account = await setPendingCancellation(table(), auth.accountId, {
      effective: body.effective,
      delete_data: body.delete_data,
      requested_on: now.toISOString(),
      requested_by_user_id: auth.userId,
    });
  } catch (error) {
    // Only an active account can be cancelled; a blocked one reaches this call only when cancelled already.
    if (error instanceof ConditionFailedError) throw new AppError('account_cancelled');
    throw error;
  }
  if (body.effective === 'now') account = await cancelNow(account, now);
  return stateOf(account);
}

/** `cancel-pending-cancellation`: withdraws the cancellation still waiting for the month end. */
export async function withdrawCancellation(auth: AuthContext) {
  try {
    return stateOf(await clearPendingCancellation(table(), auth.accountId));
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new AppError('no_pending_cancellation');
    throw error;
  }
}

/**
 * A cancellation at once: the final invoice is the month so far, issued now (the month's
 * subscription, its ledger and its storage to date, as the month end would issue it), e-mailed and
 * charged as the month end does; then the account closes and its archive starts.
 */
async function cancelNow(account: AccountItem, now: Date): Promise<AccountItem> {
  const invoice = await finaliseAccountMonth(account, billingMonthOf(now));
  if (invoice) await announceAndCollect(invoice);
  await closeAndArchive(account, now);
  return (await getAccount(table(), account.id)) ?? account;
}

/** Closes the account (cancelled, its deletion record written) and starts its data archive. */
async function closeAndArchive(account: AccountItem, now: Date): Promise<void> {
  const pending = account.pending_cancellation;
  if (!pending) return;
  const cancelledOn = now.toISOString();
  try {
    // Two requests at the same instant (two clicks, two tabs): in AWS the second transaction may be
    // cancelled as a race rather than refused by its condition; tried again, it is refused.
    await overFreshRead(
      async () => undefined,
      async () =>
        closeAccount(table(), {
          account_id: account.id,
          cancelled_on: cancelledOn,
          cancelled_by_user_id: pending.requested_by_user_id,
          delete_data: pending.delete_data,
          archive_status: 'archiving',
          archive_ids: [],
          expires_at: Math.floor(now.getTime() / 1000) + ARCHIVE_DAYS * 86_400,
          mailed: false,
          data_deleted_on: null,
          records_deleted_on: null,
          reactivated_on: null,
        }),
      { lostRace: () => false },
    );
  } catch (error) {
    // Closed already (a second run of the same month end): its archive was started then.
    if (error instanceof TransactionConflictError) return;
    throw error;
  }
  await startAccountArchiveExecution(account.id, cancelledOn);
  logger.info('Account cancelled', { accountId: account.id, deleteData: pending.delete_data });
}

/**
 * The month end's part of the account's life (runMonthEnd, after it finalised `month`): an account
 * whose cancellation was asked for the end of that month or before closes now, and that month's
 * invoice is its final one; an account cancelled at once and reactivated in that month is billed the
 * rest of it (`billRestOfReactivatedMonth`).
 */
export async function applyMonthEndCancellation(account: AccountItem, month: string): Promise<void> {
  await billRestOfReactivatedMonth(account, month);
  const pending = account.pending_cancellation;
  if (pending?.effective !== 'month_end' || billingMonthOf(new Date(pending.requested_on)) > month) return;
  await closeAndArchive(account, await billingNow());
}

/** The id of the invoice of the rest of a month an account came back in: derived, so a month end run again finds it issued. */
export const restOfMonthInvoiceId = (accountId: string, month: string, cancelledOn: string): string =>
  createHash('sha256').update(`${accountId}#${month}#REACTIVATED#${cancelledOn}`).digest('hex').slice(0, 24);

/**
 * An account cancelled at once and reactivated in the same month (docs/billing.md, "Cancellation"):
 * the month's invoice is the final one, issued at the cancellation under the month's id, so the
 * month end bills the rest of the month on an invoice of its own: the ledger's entries after the
 * reactivation (masters, revisions, plan changes; the cancellation's own writes, its subscription
 * among them, come before it) and the storage of the days from the reactivation's to the day before
 * the month's last (the final invoice billed the days metered before the cancellation and the
 * month's last day; the days the account stood cancelled are not billed). The subscription is not
 * billed again: the final invoice billed the whole month's. Announced and charged as the month
 * end's own invoices.
 */
export async function billRestOfReactivatedMonth(account: AccountItem, month: string): Promise<InvoiceItem | null> {
  const deletion = await getAccountDeletion(table(), account.id);
  if (!deletion?.reactivated_on) return null;
  const sameMonth = [deletion.cancelled_on, deletion.reactivated_on].every(
    (moment) => billingMonthOf(new Date(moment)) === month,
  );
  if (!sameMonth) return null;
  const { reactivated_on: reactivatedOn } = deletion;
  const lastDay = lastDayOfMonth(month);
  const [entries, days] = await Promise.all([
    listLedgerEntriesOfMonth(table(), account.id, month),
    listStorageDays(table(), account.id, month),
  ]);
  const laterDays = days.filter(({ day }) => day >= reactivatedOn.slice(0, 10) && day < lastDay);
  const invoice = await issueAccountInvoice(account, {
    id: restOfMonthInvoiceId(account.id, month, deletion.cancelled_on),
    month,
    issuedOn: (await billingNow()).toISOString().slice(0, 10),
    taxDate: lastDay,
    lines: [
      ...ledgerLines(entries.filter((entry) => entry.occurred_on > reactivatedOn)),
      ...storageLines(
        account.plan_key,
        usageForMonth(
          month,
          laterDays.map(({ day, bytes }) => ({ day, bytes })),
        ),
      ),
    ],
  });
  if (invoice) await announceAndCollect(invoice);
  return invoice;
}

/**
 * `reactivate`: a cancelled account whose data is still there is active again, with its members
 * (their memberships were never removed) and a new billing period: the month it comes back in is
 * billed from its first day as any other month (docs/billing.md, "Cancellation").
 */
export async function reactivateAccount(auth: AuthContext) {
  const account = await getAccount(table(), auth.accountId);
  if (account?.status !== 'cancelled') throw new AppError('account_not_cancelled');
  const deletion = await getAccountDeletion(table(), auth.accountId);
  if (!deletion || deletion.data_deleted_on) throw new AppError('account_data_deleted');
  try {
    await reopenAccount(table(), auth.accountId, deletion.cancelled_on, (await billingNow()).toISOString());
  } catch (error) {
    if (!(error instanceof TransactionConflictError)) throw error;
    // Reactivated by a second click meanwhile, or the sweep deleted the data between the reads.
    const now = await getAccount(table(), auth.accountId);
    if (now?.status !== 'active') throw new AppError('account_data_deleted');
  }
  const reopened = await getAccount(table(), auth.accountId);
  logger.info('Account reactivated', { accountId: auth.accountId });
  return stateOf(reopened ?? account);
}
