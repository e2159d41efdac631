import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  fieldsEqual,
  getItem,
  itemExists,
  putItem,
  step,
  transact,
  updateAndRead,
  type Condition,
} from '../entity.ts';
import { keys } from '../keys.ts';
import { accountEntity, syncAccountListEntry, type AccountItem } from './account.ts';

/**
 * What happened to a cancelled account's data (docs/billing.md, "Cancellation and the data archive"):
 * one item per account, written when a cancellation takes effect and replaced by the next one.
 * The archive's zips are archive items (entities/archive.ts) named here in order.
 */
export const accountDeletionItemSchema = z.object({
  account_id: z.string(),
  /** The cancellation this record follows: a later one writes a new record, whose archive is its own. */
  cancelled_on: z.string(),
  cancelled_by_user_id: z.string(),
  delete_data: z.boolean(),
  archive_status: z.enum(['archiving', 'ready', 'failed']),
  /** The zips of the archive, in the order the e-mail and get-deletion list them. */
  archive_ids: z.array(z.string()),
  /** Epoch seconds: the archive's links stop working and, when asked, the data is deleted. */
  expires_at: z.number(),
  /** The archive e-mail left (claimed once, so a replayed workflow step sends one). */
  mailed: z.boolean(),
  data_deleted_on: z.string().nullable(),
  /** The account's own records followed its files (docs/billing.md); null until every kind is deleted. */
  records_deleted_on: z.string().nullable().default(null),
  /** The account was reactivated: the record stays for the reader, the sweep leaves the data alone. */
  reactivated_on: z.string().nullable(),
});
export type AccountDeletionItem = z.infer<typeof accountDeletionItemSchema>;

export const accountDeletionEntity = defineEntity({
  type: 'account_deletion',
  schema: accountDeletionItemSchema,
  key: (deletion) => keys.accountDeletion(deletion.account_id),
});

export async function getAccountDeletion(db: Db, accountId: string): Promise<AccountDeletionItem | undefined> {
  return getItem(db, accountDeletionEntity, keys.accountDeletion(accountId));
}

export async function putAccountDeletion(db: Db, deletion: AccountDeletionItem): Promise<void> {
  await putItem(db, accountDeletionEntity, deletion);
}

/**
 * Changes the record of one cancellation (`cancelled_on`): a step of a workflow that a newer
 * cancellation replaced changes nothing (ConditionFailedError).
 */
export async function updateAccountDeletion(
  db: Db,
  accountId: string,
  cancelledOn: string,
  set: Partial<Omit<AccountDeletionItem, 'account_id' | 'cancelled_on'>>,
  expected: Partial<AccountDeletionItem> = {},
): Promise<AccountDeletionItem> {
  return updateAndRead(db, accountDeletionEntity, keys.accountDeletion(accountId), {
    set,
    when: allOf(itemExists, fieldsEqual({ cancelled_on: cancelledOn, ...expected })),
  });
}

const hasPendingCancellation: Condition = {
  expression: 'attribute_exists(PK) AND pending_cancellation <> :none',
  values: { ':none': null },
};

/**
 * Records the cancellation the primary user asked for on an active account (a second request
 * replaces the first); ConditionFailedError when the account is not active.
 */
export async function setPendingCancellation(
  db: Db,
  accountId: string,
  pending: NonNullable<AccountItem['pending_cancellation']>,
): Promise<AccountItem> {
  const account = await updateAndRead(db, accountEntity, keys.account(accountId), {
    set: { pending_cancellation: pending, modified_on: nowIso() },
    when: allOf(itemExists, fieldsEqual({ status: 'active' })),
  });
  // Set in place: the account's state list entry (the operators' lists, the month end) follows.
  await syncAccountListEntry(db, accountId);
  return account;
}

/** Withdraws a pending cancellation; ConditionFailedError when there is none (already withdrawn, or it took effect). */
export async function clearPendingCancellation(db: Db, accountId: string): Promise<AccountItem> {
  const account = await updateAndRead(db, accountEntity, keys.account(accountId), {
    set: { pending_cancellation: null, modified_on: nowIso() },
    when: allOf(hasPendingCancellation, fieldsEqual({ status: 'active' })),
  });
  await syncAccountListEntry(db, accountId);
  return account;
}

/**
 * The cancellation takes effect: the account becomes cancelled (its pending cancellation done) and
 * its deletion record is written, together. TransactionConflictError when the account is no longer
 * active (a second run of the same cancellation).
 */
export async function closeAccount(db: Db, deletion: AccountDeletionItem): Promise<void> {
  await transact(db, [
    step.update(accountEntity, keys.account(deletion.account_id), {
      set: { status: 'cancelled', pending_cancellation: null, modified_on: deletion.cancelled_on },
      when: allOf(itemExists, fieldsEqual({ status: 'active' })),
    }),
    step.put(accountDeletionEntity, deletion),
  ]);
  await syncAccountListEntry(db, deletion.account_id);
}

/**
 * Brings a cancelled account back while its data is there: active again, and its deletion record
 * marked reactivated (so the sweep deletes nothing). TransactionConflictError when the account is
 * not cancelled or its data is gone.
 */
export async function reopenAccount(db: Db, accountId: string, cancelledOn: string, now: string): Promise<void> {
  await transact(db, [
    step.update(accountEntity, keys.account(accountId), {
      set: { status: 'active', modified_on: now },
      when: allOf(itemExists, fieldsEqual({ status: 'cancelled' })),
    }),
    step.update(accountDeletionEntity, keys.accountDeletion(accountId), {
      set: { reactivated_on: now },
      when: allOf(itemExists, fieldsEqual({ cancelled_on: cancelledOn, data_deleted_on: null })),
    }),
  ]);
  await syncAccountListEntry(db, accountId);
}
