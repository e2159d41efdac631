import {
  getAccount,
  getPlanChange,
  listAccountsInState,
  openInvoicesIssuedBetween,
  earliestUnpaidDueDates,
  listUnpaidInvoicesOfAccount,
  planChangeView,
  type AccountItem,
  type AccountListState,
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
 * Accounts in use with an invoice unpaid past its due date. Nothing lists them across accounts, so
 * this reads each page of accounts' payment standings (one batch read a page), up to `OVERDUE_SCAN_LIMIT` accounts: enough for the platform's size today;
 * beyond it, a platform-wide index of overdue invoices is the next step (docs/billing.md "Operators").
 */
const OVERDUE_SCAN_LIMIT = 2000;
const OVERDUE_STATES: readonly AccountListState[] = ['active', 'plan_change_pending', 'cancellation_pending'];

async function overdueAccounts(today: string) {
  const found: { account: AccountItem; oldest_due_on: string }[] = [];
  let read = 0;
  for (const state of OVERDUE_STATES) {
    let cursor: string | undefined;
    do {
      const page = await listAccountsInState(table(), state, { limit: 100, cursor });
      read += page.items.length;
      // The page's payment standings in one batch read: the due date each account's gate reads.
      const dueDates = await earliestUnpaidDueDates(
        table(),
        page.items.map((account) => account.id),
      );
      for (const account of page.items) {
        const dueOn = dueDates.get(account.id);
        if (dueOn && dueOn < today) found.push({ account, oldest_due_on: dueOn });
      }
      cursor = page.cursor;
    } while (cursor && read < OVERDUE_SCAN_LIMIT && found.length < OPERATOR_LIST_SIZE);
  }
  return Promise.all(
    found.map(async ({ account, oldest_due_on }) => ({
      account: await operatorAccountRow(account),
      oldest_due_on,
      unpaid_cents: (await listUnpaidInvoicesOfAccount(table(), account.id)).reduce(
        (sum, invoice) => sum + invoice.total_cents,
        0,
      ),
    })),
  );
}

/**
 * The most open invoices the failed-payments list reads: the platform's sparse list of open
 * invoices (GSI3 `COLLECTION#<shard>`, the payment collection's), a page at a time, never the table.
 * An invoice leaves it when paid, so it holds the month's invoices until charged and those still
 * unpaid: thousands at most today; beyond this bound the list says so in the log.
 */
const FAILED_PAYMENTS_READ_LIMIT = 5000;

/** Open invoices whose last charge was declined, the longest open first, `OPERATOR_LIST_SIZE` at most. */
async function failedPayments(today: string) {
  const declined = [];
  let read = 0;
  for await (const page of openInvoicesIssuedBetween(table(), '0000-01-01', today)) {
    read += page.length;
    declined.push(...page.filter((invoice) => invoice.last_decline_code !== null));
    if (read >= FAILED_PAYMENTS_READ_LIMIT) {
      logger.warn('Failed payments list stopped at its read limit', { read });
      break;
    }
  }
  const oldest = declined
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
  const [waiting, changing, cancelling, cancelled, overdue, failed] = await Promise.all([
    firstPage('waiting_approval'),
    firstPage('plan_change_pending'),
    firstPage('cancellation_pending'),
    firstPage('cancelled'),
    overdueAccounts(today),
    failedPayments(today),
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
