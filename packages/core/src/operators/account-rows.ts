import type { OperatorAccountRow } from '@masterport/contract';
import { accountListState, getUser, type AccountItem } from '@masterport/data';
import { table } from '../adapters/db.ts';

/** An account as the operators' lists show it: its plan, state and primary user's address. */
export async function operatorAccountRow(account: AccountItem): Promise<OperatorAccountRow> {
  const listed = accountListState(account);
  const primary = await getUser(table(), account.primary_user_id);
  return {
    id: account.id,
    name: account.name,
    plan_key: account.plan_key,
    status: account.status,
    list_state: listed?.state ?? null,
    since: listed?.since ?? null,
    primary_email: primary?.email ?? null,
    created_on: account.created_on,
  };
}
