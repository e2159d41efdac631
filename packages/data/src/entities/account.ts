import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { permissionKeySchema, planKeySchema } from '@masterport/contract';
import { z } from 'zod';
import { nowIso, type Db } from '../db.ts';
import { keys } from '../keys.ts';

export const ACCOUNT_STATUSES = ['pending_activation', 'active', 'waiting_approval', 'payment_method_missing', 'payment_overdue', 'cancelled'] as const;

export const accountItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  plan_key: planKeySchema,
  description: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  language: z.enum(['en', 'fr']),
  uses_housecode: z.boolean(),
  logo_url: z.string().nullable(),
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
