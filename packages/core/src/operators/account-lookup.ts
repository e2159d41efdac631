import {
  accountIdByName,
  getAccount,
  getUserByEmail,
  listInvoicesOfAccount,
  listMembershipsForUser,
  listOperatorActions,
  listPlanChanges,
  listUnpaidInvoicesOfAccount,
  planChangeView,
  type AccountItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { AppError } from '../errors.ts';
import { operatorAccountRow } from './account-rows.ts';

/**
 * The operators' look-up (docs/billing.md "Operators"): an account by its exact name (names are
 * unique, case-insensitive) or by the exact e-mail address of one of its members (every account the
 * person belongs to). Exact, not partial: the table keeps no index of names or addresses to search in.
 */
export async function searchAccounts(query: string) {
  const db = table();
  const text = query.trim();
  const byName = await accountIdByName(db, text);
  const user = text.includes('@') ? await getUserByEmail(db, text.toLowerCase()) : undefined;
  const memberOf = user ? (await listMembershipsForUser(db, user.id)).map((membership) => membership.account_id) : [];
  const ids = [...new Set([...(byName ? [byName] : []), ...memberOf])];
  const accounts = (await Promise.all(ids.map((id) => getAccount(db, id)))).filter(
    (account): account is AccountItem => account !== undefined,
  );
  return { accounts: await Promise.all(accounts.map(operatorAccountRow)) };
}

/** How many of an account's invoices, plan changes and operator actions the summary shows, newest first. */
const SUMMARY_ITEMS = 20;

/** An account's summary, read only: its plan, state, balance, invoices, plan changes and the operators' actions. */
export async function operatorAccountSummary(accountId: string) {
  const db = table();
  const account = await getAccount(db, accountId);
  if (!account) throw new AppError('not_found');
  const [unpaid, invoices, changes, actions] = await Promise.all([
    listUnpaidInvoicesOfAccount(db, accountId),
    listInvoicesOfAccount(db, accountId, { limit: SUMMARY_ITEMS }),
    listPlanChanges(db, accountId, { limit: SUMMARY_ITEMS }),
    listOperatorActions(db, accountId, { limit: SUMMARY_ITEMS }),
  ]);
  return {
    account: await operatorAccountRow(account),
    balance_cents: unpaid.reduce((sum, invoice) => sum + invoice.total_cents, 0),
    invoices: invoices.items.map((invoice) => ({
      id: invoice.id,
      number: invoice.number,
      month: invoice.month,
      issued_on: invoice.issued_on,
      due_on: invoice.due_on,
      status: invoice.status,
      total_cents: invoice.total_cents,
    })),
    plan_changes: changes.items.map(planChangeView),
    actions: actions.items.map((action) => ({
      action: action.action,
      operator_name: action.operator_name,
      at: action.at,
      reason: action.reason,
    })),
  };
}
