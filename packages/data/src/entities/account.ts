import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountIdentityFields, permissionKeySchema, planKeySchema } from '@masterport/contract';
import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import { keys } from '../keys.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { accountNameItem } from './account-name.ts';

export const ACCOUNT_STATUSES = ['pending_activation', 'active', 'waiting_approval', 'payment_method_missing', 'payment_overdue', 'cancelled'] as const;

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
  /** The account's permission keys, from its plan. */
  permissions: z.array(permissionKeySchema),
  primary_user_id: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type AccountItem = z.infer<typeof accountItemSchema>;

/** Partner-studio accounts are listed in a directory (GSI1) so other accounts can find and authorise them. */
export const accountItem = (account: AccountItem) => ({
  ...keys.account(account.id), ...(account.plan_key === 'partner_studio' ? keys.partnerStudioDirectory(account.name, account.id) : {}), type: 'account', ...account,
});

export async function getAccount(db: Db, accountId: string): Promise<AccountItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.account(accountId), ConsistentRead: true }));
  return Item ? accountItemSchema.parse(Item) : undefined;
}

export async function setAccountStatus(db: Db, accountId: string, status: AccountItem['status'], expected?: AccountItem['status']): Promise<AccountItem> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.account(accountId),
    ConditionExpression: expected ? 'attribute_exists(PK) AND #status = :expected' : 'attribute_exists(PK)',
    UpdateExpression: 'SET #status = :status, modified_on = :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':now': nowIso(), ...(expected ? { ':expected': expected } : {}) },
    ReturnValues: 'ALL_NEW',
  }));
  return accountItemSchema.parse(Attributes);
}

/** Points the account at its new logo, whatever else changed meanwhile; answers the logo it had. */
export async function setAccountLogo(db: Db, accountId: string, logoKey: string): Promise<string | null> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.account(accountId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET logo_key = :key, modified_on = :now',
    ExpressionAttributeValues: { ':key': logoKey, ':now': nowIso() },
    ReturnValues: 'ALL_OLD',
  }));
  return accountItemSchema.parse(Attributes).logo_key;
}

/**
 * Replaces an account as edited on its identification tab, if nobody changed it meanwhile
 * (`previous.modified_on`). A new name moves its platform-wide reservation in the same
 * transaction: `UniqueConflictError('account_name')` when another account holds it.
 */
export async function replaceAccount(db: Db, previous: AccountItem, next: AccountItem): Promise<void> {
  const renamed = previous.name.trim().toLowerCase() !== next.name.trim().toLowerCase();
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: db.tableName, Item: accountItem(next), ConditionExpression: 'modified_on = :previous',
            ExpressionAttributeValues: { ':previous': previous.modified_on },
          },
        },
        ...(renamed ? [
          { Put: { TableName: db.tableName, Item: accountNameItem(next), ConditionExpression: 'attribute_not_exists(PK)' } },
          { Delete: { TableName: db.tableName, Key: keys.accountName(previous.name) } },
        ] : []),
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(1)) throw new UniqueConflictError('account_name');
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
}
