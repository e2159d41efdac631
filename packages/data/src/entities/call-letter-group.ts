import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';

/** A group of call letters an account sends to ("Quebec French TV"), kept under the account. */
export const callLetterGroupItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  call_letters: z.array(z.string()),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CallLetterGroupItem = z.infer<typeof callLetterGroupItemSchema>;

export async function putCallLetterGroup(db: Db, group: CallLetterGroupItem): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...keys.callLetterGroup(group.account_id, group.id), type: 'call_letter_group', ...group } }));
}

export async function getCallLetterGroup(db: Db, accountId: string, groupId: string): Promise<CallLetterGroupItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.callLetterGroup(accountId, groupId), ConsistentRead: true }));
  return Item ? callLetterGroupItemSchema.parse(Item) : undefined;
}

export async function deleteCallLetterGroup(db: Db, accountId: string, groupId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.callLetterGroup(accountId, groupId) }));
}

export async function listCallLetterGroups(db: Db, accountId: string): Promise<CallLetterGroupItem[]> {
  const { PK, SK } = keys.callLetterGroup(accountId, '');
  const { Items } = await db.client.send(new QueryCommand({
    TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': PK, ':sk': SK }, ConsistentRead: true,
  }));
  return (Items ?? []).map((item) => callLetterGroupItemSchema.parse(item)).sort((a, b) => a.name.localeCompare(b.name));
}
