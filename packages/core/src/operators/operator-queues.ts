import {
  accountListState,
  getAccount,
  getPlanChange,
  listAccountsInState,
  openInvoicesIssuedBetween,
  planChangeView,
  type AccountListState,
  type InvoiceItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { billingToday } from '../billing-access/billing-clock.ts';
import { logger } from '../logger.ts';
import { operatorAccountRow } from './account-rows.ts';

/** How many accounts each of the console's lists shows: the oldest first, what has waited longest. */
export const OPERATOR_LIST_SIZE = 50;

/**
 * The accounts in one state, a page at a time (the account item's state entry, GSI2): the console's
 * lists, and what the month end can read instead of scanning the table (every state but
 * `pending_activation` is listed; an account is in exactly one).
 */
export async function accountsInState(state: AccountListState, page: { limit: number; cursor?: string }) {
  return listAccountsInState(table(), state, page);
}

/**
 * The most open invoices the console's billing lists read: the platform's sparse list of open
 * invoices (GSI3 `COLLECTION#<shard>`, the payment collection's), a page at a time, never the table.
 * An invoice leaves it when paid, so it holds the month's invoices until charged and those still
 * unpaid: thousands at most today; beyond this bound the lists say so in the log.
 */
const OPEN_INVOICES_READ_LIMIT = 5000;

/** Every open invoice issued up to today, in one pass for both lists that read them. */
async function openInvoices(today: string): Promise<InvoiceItem[]> {
  const open: InvoiceItem[] = [];
  for await (const page of openInvoicesIssuedBetween(table(), '0000-01-01', today)) {
    open.push(...page);
    if (open.length >= OPEN_INVOICES_READ_LIMIT) {
      logger.warn('Open invoices read for the console stopped at its read limit', { read: open.length });
      break;
    }
  }
  return open;
}

/** Accounts that can still act on their bill: those the overdue list shows. */
const IN_USE: ReadonlySet<AccountListState> = new Set(['active', 'plan_change_pending', 'cancellation_pending']);

/**
 * Accounts in use with an invoice unpaid past its due date, the longest overdue first, with what they
 * owe in all (every open invoice, due or not): found among the open invoices, so no account is read
 * but those listed.
 */
async function overdueAccounts(open: readonly InvoiceItem[], today: string) {
  const byAccount = new Map<string, { oldest_due_on: string; unpaid_cents: number; overdue: boolean }>();
  for (const invoice of open) {
    const entry = byAccount.get(invoice.account_id) ?? {
      oldest_due_on: invoice.due_on,
      unpaid_cents: 0,
      overdue: false,
    };
    entry.unpaid_cents += invoice.total_cents;
    if (invoice.due_on < entry.oldest_due_on) entry.oldest_due_on = invoice.due_on;
    entry.overdue ||= invoice.due_on < today;
    byAccount.set(invoice.account_id, entry);
  }
  const longestOverdue = [...byAccount]
    .filter(([, entry]) => entry.overdue)
    .sort(([a, x], [b, y]) => x.oldest_due_on.localeCompare(y.oldest_due_on) || (a < b ? -1 : 1));
  const rows = [];
  // Accounts no longer in use (cancelled, closed) are passed over, so read a few at a time until the list is full.
  for (let start = 0; start < longestOverdue.length && rows.length < OPERATOR_LIST_SIZE; start += OPERATOR_LIST_SIZE) {
    const batch = longestOverdue.slice(start, start + OPERATOR_LIST_SIZE);
    const accounts = await Promise.all(batch.map(([accountId]) => getAccount(table(), accountId)));
    for (const [index, account] of accounts.entries()) {
      const state = account && accountListState(account)?.state;
      if (!account || !state || !IN_USE.has(state) || rows.length >= OPERATOR_LIST_SIZE) continue;
      const { oldest_due_on, unpaid_cents } = batch[index]![1];
      rows.push({ account: await operatorAccountRow(account), oldest_due_on, unpaid_cents });
    }
  }
  return rows;
}

/** Open invoices whose last charge was declined, the longest open first, `OPERATOR_LIST_SIZE` at most. */
async function failedPayments(open: readonly InvoiceItem[]) {
  const oldest = open
    .filter((invoice) => invoice.last_decline_code !== null)
    .sort((a, b) => a.issued_on.localeCompare(b.issued_on) || a.number - b.number)
    .slice(0, OPERATOR_LIST_SIZE);
  const rows = await Promise.all(
    oldest.map(async (invoice) => {
      const account = await getAccount(table(), invoice.account_id);
      return account
        ? [
            {
              account: await operatorAccountRow(account),
              invoice: {
                id: invoice.id,
                number: invoice.number,
                total_cents: invoice.total_cents,
                issued_on: invoice.issued_on,
                due_on: invoice.due_on,
                payment_attempts: invoice.payment_attempts,
                last_try_on: invoice.last_try_on,
                last_decline_code: invoice.last_decline_code!,
              },
            },
          ]
        : [];
    }),
  );
  return rows.flat();
}

const firstPage = async (state: AccountListState) =>
  (await listAccountsInState(table(), state, { limit: OPERATOR_LIST_SIZE })).items;

/** What waits for an operator: approvals, plan changes, overdue accounts, failed payments, cancellations. */
export async function operatorQueues() {
  const today = await billingToday();
  const open = await openInvoices(today);
  const [waiting, changing, cancelling, cancelled, overdue, failed] = await Promise.all([
    firstPage('waiting_approval'),
    firstPage('plan_change_pending'),
    firstPage('cancellation_pending'),
    firstPage('cancelled'),
    overdueAccounts(open, today),
    failedPayments(open),
  ]);
  const planChanges = await Promise.all(
    changing.map(async (account) => {
      const change =
        account.pending_plan_change && (await getPlanChange(table(), account.id, account.pending_plan_change.id));
      return change ? [{ account: await operatorAccountRow(account), change: planChangeView(change) }] : [];
    }),
  );
  return {
    waiting_approval: await Promise.all(waiting.map(operatorAccountRow)),
    plan_changes: planChanges.flat(),
    overdue,
    cancellations: await Promise.all([...cancelling, ...cancelled].map(operatorAccountRow)),
    failed_payments: failed,
  };
}
