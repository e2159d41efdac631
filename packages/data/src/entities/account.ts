import { accountIdentityFields, permissionKeySchema, planKeySchema } from '@masterport/contract';
import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import {
  allOf,
  defineEntity,
  fieldsEqual,
  getItem,
  itemAbsent,
  itemExists,
  step,
  transact,
  updateAndRead,
} from '../entity.ts';
import { keys } from '../keys.ts';
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
  /** The account's permission keys, from its plan. */
  permissions: z.array(permissionKeySchema),
  primary_user_id: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type AccountItem = z.infer<typeof accountItemSchema>;

/** Partner-studio accounts are listed in a directory (GSI1) so other accounts can find and authorise them. */
export const accountEntity = defineEntity({
  type: 'account',
  schema: accountItemSchema,
  key: (account) => keys.account(account.id),
  indexKeys: (account) =>
    account.plan_key === 'partner_studio' ? keys.partnerStudioDirectory(account.name, account.id) : {},
});

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
  return updateAndRead(db, accountEntity, keys.account(accountId), {
    set: { status, modified_on: nowIso() },
    when: expected ? allOf(itemExists, fieldsEqual({ status: expected })) : itemExists,
  });
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
