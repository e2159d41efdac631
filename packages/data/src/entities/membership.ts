import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { permissionKeySchema } from '@masterport/contract';
import * as z from 'zod';
import { queryAllWithPrefix, type Db } from '../db.ts';
import { keys } from '../keys.ts';

export const membershipItemSchema = z.object({
  account_id: z.string(),
  user_id: z.string(),
  role: z.enum(['primary', 'member']),
  status: z.enum(['active', 'invited', 'pending']),
  /** The user's permission keys in this account, set by the primary user. */
  permissions: z.array(permissionKeySchema),
  created_on: z.string(),
});
export type MembershipItem = z.infer<typeof membershipItemSchema>;

export const membershipItem = (membership: MembershipItem) => ({
  ...keys.membership(membership.account_id, membership.user_id),
  ...keys.membershipByUser(membership.user_id, membership.account_id),
  type: 'membership',
  ...membership,
});

export async function getMembership(db: Db, accountId: string, userId: string): Promise<MembershipItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.membership(accountId, userId), ConsistentRead: true }));
  return Item ? membershipItemSchema.parse(Item) : undefined;
}

/** GSI1: every account a user belongs to. */
export async function listMembershipsForUser(db: Db, userId: string): Promise<MembershipItem[]> {
  const items: MembershipItem[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :member)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':member': 'MEMBER#' },
      ExclusiveStartKey: cursor,
    }));
    items.push(...(page.Items ?? []).map((item) => membershipItemSchema.parse(item)));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return items;
}

export async function deleteMembership(db: Db, accountId: string, userId: string): Promise<void> {
  await db.client.send(new DeleteCommand({
    TableName: db.tableName,
    Key: keys.membership(accountId, userId),
    ConditionExpression: 'attribute_exists(PK) AND #role <> :primary',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':primary': 'primary' },
  }));
}

export async function putMembership(db: Db, membership: MembershipItem): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: membershipItem(membership) }));
}

/** The account's members (every membership in its partition), for its access tab. */
export async function listAccountMemberships(db: Db, accountId: string): Promise<MembershipItem[]> {
  return (await queryAllWithPrefix(db, keys.account(accountId).PK, 'MEMBER#')).map((item) => membershipItemSchema.parse(item));
}

/** A member's keys, set by whoever manages the account's accesses; never the primary user's. */
export async function setMembershipPermissions(db: Db, accountId: string, userId: string, permissions: MembershipItem['permissions']): Promise<MembershipItem> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName, Key: keys.membership(accountId, userId),
    ConditionExpression: 'attribute_exists(PK) AND #role <> :primary',
    UpdateExpression: 'SET #permissions = :permissions',
    ExpressionAttributeNames: { '#role': 'role', '#permissions': 'permissions' },
    ExpressionAttributeValues: { ':primary': 'primary', ':permissions': permissions },
    ReturnValues: 'ALL_NEW',
  }));
  return membershipItemSchema.parse(Attributes);
}
