import {
  accountIdentityFields,
  permissionKeySchema,
  planChangeEffectiveSchema,
  planKeySchema,
} from '@masterport/contract';
import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  fieldsEqual,
  getItem,
  itemAbsent,
  itemExists,
  queryPage,
  queryPages,
  scanKinds,
  step,
  transact,
  updateAndRead,
  updateItem,
  whenConditionHolds,
  type Change,
  type Condition,
  type TransactionStep,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';
import { ConditionFailedError, TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { accountNameEntity } from './account-name.ts';

/**
 * An account's state. Payment is not one: an overdue invoice and a missing card are read from the
 * invoices and the cards when a call is made (docs/billing.md, "Payment gates"), never stored here.
 */
export const ACCOUNT_STATUSES = ['pending_activation', 'active', 'waiting_approval', 'cancelled'] as const;

export const accountItemSchema = z.object({
  id: z.string(),
  /** What the identification tab shows and edits. */
  ...accountIdentityFields,
  plan_key: planKeySchema,
  uses_housecode: z.boolean(),
  /** The logo's key in the documents bucket (a PNG made from the upload), or null. */
  logo_key: z.string().nullable().default(null),
  helcim_customer_code: z.string().nullable(),
  is_demo: z.boolean(),
  status: z.enum(ACCOUNT_STATUSES),
  /**
   * A cancellation the primary user asked for and may still withdraw (cancel-pending-cancellation);
   * null when none. While it is set, a plan change is refused (seed 000: "While a cancellation is
   * pending, plan change is blocked").
   */
  pending_cancellation: z
    .object({
      /** 'now' runs at once; 'month_end' when the billing month closes. */
      effective: z.enum(['now', 'month_end']),
      delete_data: z.boolean(),
      requested_on: z.string(),
      requested_by_user_id: z.string(),
    })
    .nullable()
    .default(null),
  /**
   * The plan change asked for and not yet in effect (entities/plan-change.ts holds the whole of it),
   * null when none: waiting for an operator, or approved and waiting for the month to close.
   */
  pending_plan_change: z
    .object({
      id: z.string(),
      to_plan: planKeySchema,
      effective: planChangeEffectiveSchema,
      approved: z.boolean(),
      requested_on: z.string(),
    })
    .nullable()
    .default(null),
  /** The account's permission keys, from its plan. */
  permissions: z.array(permissionKeySchema),
  primary_user_id: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type AccountItem = z.infer<typeof accountItemSchema>;

/**
 * The states an account is listed in (GSI2, `accountsInState`): what an operator has to look at
 * first, then `active` for every other account in use. One per account; an account awaiting its
 * e-mail confirmation is in none.
 */
export const ACCOUNT_LIST_STATES = [
  'waiting_approval',
  'plan_change_pending',
  'cancellation_pending',
  'cancelled',
  'active',
] as const;
export type AccountListState = (typeof ACCOUNT_LIST_STATES)[number];

/**
 * The list an account is in and since when, derived from its state on every write of the item: a
 * cancelled account first, then a pending cancellation (it blocks a plan change), then approval,
 * then a plan change waiting for an operator.
 */
export function accountListState(account: AccountItem): { state: AccountListState; since: string } | null {
  if (account.status === 'pending_activation') return null;
  if (account.status === 'cancelled') return { state: 'cancelled', since: account.modified_on };
  if (account.pending_cancellation)
    return { state: 'cancellation_pending', since: account.pending_cancellation.requested_on };
  if (account.status === 'waiting_approval') return { state: 'waiting_approval', since: account.created_on };
  if (account.pending_plan_change && !account.pending_plan_change.approved)
    return { state: 'plan_change_pending', since: account.pending_plan_change.requested_on };
  return { state: 'active', since: account.created_on };
}

const accountListKeys = (account: AccountItem): Record<string, string> => {
  const listed = accountListState(account);
  return {
    ...(listed ? keys.accountByState(listed.state, listed.since, account.id) : {}),
    // The month end's list: in use, whatever waits on it (a plan change or cancellation asked for).
    ...(account.status === 'active' ? keys.accountInUse(account.id) : {}),
  };
};

/**
 * Partner-studio accounts are listed in a directory (GSI1) so other accounts can find and authorise
 * them; every account in use is listed by its state (GSI2).
 */
export const accountEntity = defineEntity({
  type: 'account',
  schema: accountItemSchema,
  key: (account) => keys.account(account.id),
  indexKeys: (account) => ({
    ...(account.plan_key === 'partner_studio' ? keys.partnerStudioDirectory(account.name, account.id) : {}),
    ...accountListKeys(account),
  }),
});

/** SET the index keys `listed` has, REMOVE those of `indexes` it has not. */
function indexChange(listed: Record<string, string>, indexes: readonly string[], when: Condition): Change {
  const names = indexes.flatMap((index) => [`${index}PK`, `${index}SK`]);
  const kept = names.filter((name) => listed[name] !== undefined);
  const gone = names.filter((name) => listed[name] === undefined);
  return {
    expression: [
      kept.length ? `SET ${kept.map((name, i) => `${name} = :k${i}`).join(', ')}` : '',
      gone.length ? `REMOVE ${gone.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' '),
    ...(kept.length ? { values: Object.fromEntries(kept.map((name, i) => [`:k${i}`, listed[name]])) } : {}),
    when,
  };
}

/**
 * Writes the account's state list entry (GSI2) and its place in the list of accounts in use (GSI3)
 * from the item as it now is. Whole-item writes
 * (`accountEntity.item`) derive it themselves; a write that sets fields in place (a status, a
 * pending cancellation) calls this after it, so the operators' lists follow every change of state.
 */
export async function syncAccountListEntry(db: Db, accountId: string): Promise<void> {
  const account = await getAccount(db, accountId);
  if (!account) return;
  const listed = accountListKeys(account);
  const condition = fieldsEqual({ modified_on: account.modified_on });
  await whenConditionHolds(
    updateItem(db, accountEntity, keys.account(accountId), indexChange(listed, ['GSI2', 'GSI3'], condition)),
  );
}

/**
 * One page of a shard of the accounts in use (status active): what the month end bills, a page at
 * a time so its tasks can hand the cursor on (state-machines/month-end).
 */
export async function accountsInUsePage(
  db: Db,
  shard: number,
  page: { limit: number; cursor?: string },
): Promise<{ items: AccountItem[]; cursor?: string }> {
  return queryPage(db, accountEntity, ranges.accountsInUse(shard), page);
}

/** One page of the accounts in a state, oldest first (the operators' lists; the month end's reading of accounts in use). */
export async function listAccountsInState(
  db: Db,
  state: AccountListState,
  page: { limit: number; cursor?: string },
): Promise<{ items: AccountItem[]; cursor?: string }> {
  return queryPage(db, accountEntity, ranges.accountsInState(state), page);
}

/**
 * The accounts that entered a state between two moments (ISO, both included), page by page, oldest
 * first: a scheduled task's window of one list (the sweep of cancelled accounts), never a scan.
 */
export function accountsInStateBetween(
  db: Db,
  state: AccountListState,
  from: string,
  to: string,
): AsyncGenerator<AccountItem[]> {
  // '#' ends the moment in the sort key; '~' sorts after every account id.
  return queryPages(db, accountEntity, { ...ranges.accountsInState(state), between: [from, `${to}#~`] });
}

/**
 * Writes the account as a whole if nobody changed it since `previous` was read, with the other
 * items of the same change (a plan change, an operator's action) in one transaction. A refusal of
 * the first step means another write got there first: run it through `overFreshRead` to read again.
 */
export async function saveAccountWith(
  db: Db,
  previous: AccountItem,
  next: AccountItem,
  others: readonly TransactionStep[],
): Promise<void> {
  await transact(db, [step.put(accountEntity, next, fieldsEqual({ modified_on: previous.modified_on })), ...others]);
}

export const accountItem = (account: AccountItem) => accountEntity.item(account);

export async function getAccount(db: Db, accountId: string): Promise<AccountItem | undefined> {
  return getItem(db, accountEntity, keys.account(accountId));
}

export async function setAccountStatus(
  db: Db,
  accountId: string,
  status: AccountItem['status'],
  expected?: AccountItem['status'],
): Promise<AccountItem> {
  const account = await updateAndRead(db, accountEntity, keys.account(accountId), {
    set: { status, modified_on: nowIso() },
    when: expected ? allOf(itemExists, fieldsEqual({ status: expected })) : itemExists,
  });
  await syncAccountListEntry(db, accountId);
  return account;
}

/**
 * Records the gateway's customer of the account (`helcim_customer_code`) when it has none; answers
 * the code the account holds afterwards (another call's, when two made a customer at once).
 */
export async function setAccountCustomerCode(db: Db, accountId: string, customerCode: string): Promise<string> {
  try {
    const account = await updateAndRead(db, accountEntity, keys.account(accountId), {
      set: { helcim_customer_code: customerCode },
      when: allOf(itemExists, fieldsEqual({ helcim_customer_code: null })),
    });
    return account.helcim_customer_code ?? customerCode;
  } catch (error) {
    const account = await getAccount(db, accountId);
    if (error instanceof ConditionFailedError && account?.helcim_customer_code) return account.helcim_customer_code;
    throw error;
  }
}

/** Points the account at its new logo, whatever else changed meanwhile; answers the logo it had. */
export async function setAccountLogo(db: Db, accountId: string, logoKey: string): Promise<string | null> {
  const before = await updateAndRead(
    db,
    accountEntity,
    keys.account(accountId),
    { set: { logo_key: logoKey, modified_on: nowIso() }, when: itemExists },
    'before',
  );
  return before.logo_key;
}

/**
 * Replaces an account as edited on its identification tab, if nobody changed it meanwhile
 * (`previous.modified_on`). A new name moves its platform-wide reservation in the same
 * transaction: `UniqueConflictError('account_name')` when another account holds it.
 */
export async function replaceAccount(db: Db, previous: AccountItem, next: AccountItem): Promise<void> {
  const renamed = previous.name.trim().toLowerCase() !== next.name.trim().toLowerCase();
  try {
    await transact(db, [
      step.put(accountEntity, next, fieldsEqual({ modified_on: previous.modified_on })),
      ...(renamed
        ? [
            step.put(accountNameEntity, { account_id: next.id, name: next.name }, itemAbsent),
            step.delete(keys.accountName(previous.name)),
          ]
        : []),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(1))
      throw new UniqueConflictError('account_name');
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
}

/**
 * Writes the state list entry of every account stored before the entry existed, or whose entry is
 * out of date (the local cloud at each start; in AWS a one-off after the deploy that added it).
 */
export async function rebuildAccountListEntries(db: Db): Promise<number> {
  let fixed = 0;
  for await (const page of scanKinds(db, [accountEntity.type])) {
    for (const stored of page) {
      const expected = accountListKeys(accountEntity.parse(stored));
      if (stored.GSI2PK === expected.GSI2PK && stored.GSI2SK === expected.GSI2SK) continue;
      await syncAccountListEntry(db, String(stored.id));
      fixed += 1;
    }
  }
  return fixed;
}
