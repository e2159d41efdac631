import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { userProfileSchema } from '@masterport/contract';
import * as z from 'zod';
import { nowIso, type Db } from '../db.ts';
import { keys } from '../keys.ts';
import { getUserIdByEmail } from './user-email.ts';

/** The stored user: the profile the API answers (contract), its status and dates. */
export const userItemSchema = userProfileSchema.extend({
  /** pending until the e-mail address is confirmed from the activation link. */
  status: z.enum(['pending', 'active']),
  /** Tokens issued before this time (epoch seconds: the last password change or reset) are refused. */
  sessions_valid_after: z.number().optional(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const userItem = (user: UserItem) => ({ ...keys.user(user.id), type: 'user', ...user });

export async function getUser(db: Db, userId: string): Promise<UserItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.user(userId), ConsistentRead: true }));
  return Item ? userItemSchema.parse(Item) : undefined;
}

export async function getUserByEmail(db: Db, email: string): Promise<UserItem | undefined> {
  const userId = await getUserIdByEmail(db, email);
  return userId ? getUser(db, userId) : undefined;
}

type UserChanges = Partial<Pick<UserItem, 'first_name' | 'last_name' | 'phone' | 'language' | 'default_account_id' | 'status' | 'notify_master_results'>>;

/** Updates an existing user (the condition keeps a deleted user from being re-created by a write). */
export async function updateUser(db: Db, userId: string, changes: UserChanges): Promise<UserItem> {
  const entries = Object.entries({ ...changes, modified_on: nowIso() }).filter(([, value]) => value !== undefined);
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.user(userId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], i) => [`:v${i}`, value])),
    ReturnValues: 'ALL_NEW',
  }));
  return userItemSchema.parse(Attributes);
}
