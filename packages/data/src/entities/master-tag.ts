import { DeleteCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { keys } from '../keys.ts';
import type { MasterItem } from './master.ts';
import { syncMasterIndex } from './master-index.ts';

/**
 * Tags of an account's masters (seed 001 §3). Two items beside the master's own `tags`:
 * - the account's tag (`ACCOUNT#<id>` / `MTAG#<folded name>`): its name as first written and how
 *   many masters carry it, read by the tag search (a key prefix) and the tags view;
 * - one membership per tagged master (`ACCOUNT#<id>#TAG#<folded name>` / `<created_on>#<master>`):
 *   a tag's masters newest first, so the tags view and the list's tag filter read one partition
 *   instead of the whole account.
 * All three change in one transaction, only if the master is still as it was read.
 */
export const accountTagSchema = z.object({ id: z.string(), name: z.string(), folded: z.string(), count: z.number() });
export type AccountTag = z.infer<typeof accountTagSchema>;

const membershipKey = (accountId: string, folded: string, master: Pick<MasterItem, 'created_on' | 'id'>) =>
  ({ PK: keys.masterTagPartition(accountId, folded), SK: `${master.created_on}#${master.id}` });

/** Adds a tag to a master: its list, the tag's membership, the account's count. */
export async function addMasterTag(db: Db, master: MasterItem, tag: { id: string; name: string; folded: string }, now: string): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: db.tableName, Key: keys.master(master.id), ConditionExpression: 'modified_on = :seen',
            UpdateExpression: 'SET tags = list_append(tags, :tag), modified_on = :now',
            ExpressionAttributeValues: { ':seen': master.modified_on, ':tag': [{ id: tag.id, name: tag.name }], ':now': now },
          },
        },
        { Put: { TableName: db.tableName, Item: { ...membershipKey(master.account_id, tag.folded, master), type: 'master_tag', master_id: master.id, tag_id: tag.id } } },
        {
          Update: {
            TableName: db.tableName, Key: keys.accountTag(master.account_id, tag.folded),
            UpdateExpression: 'SET #type = :type, #name = if_not_exists(#name, :name), id = if_not_exists(id, :id), folded = :folded ADD #count :one',
            ExpressionAttributeNames: { '#type': 'type', '#name': 'name', '#count': 'count' },
            ExpressionAttributeValues: { ':type': 'account_tag', ':name': tag.name, ':id': tag.id, ':folded': tag.folded, ':one': 1 },
          },
        },
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
  // A tag's words find the master in the search.
  await syncMasterIndex(db, master, { ...master, tags: [...master.tags, { id: tag.id, name: tag.name }] });
}

/** Takes a tag off a master; the account's tag goes once no master carries it. */
export async function removeMasterTag(db: Db, master: MasterItem, tag: { id: string; folded: string }, now: string): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        {
          Update: {
            TableName: db.tableName, Key: keys.master(master.id), ConditionExpression: 'modified_on = :seen',
            UpdateExpression: 'SET tags = :tags, modified_on = :now',
            ExpressionAttributeValues: { ':seen': master.modified_on, ':tags': master.tags.filter((entry) => entry.id !== tag.id), ':now': now },
          },
        },
        { Delete: { TableName: db.tableName, Key: membershipKey(master.account_id, tag.folded, master) } },
        {
          Update: {
            TableName: db.tableName, Key: keys.accountTag(master.account_id, tag.folded),
            UpdateExpression: 'ADD #count :minus', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':minus': -1 },
          },
        },
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
  await syncMasterIndex(db, master, { ...master, tags: master.tags.filter((entry) => entry.id !== tag.id) });
  await db.client.send(new DeleteCommand({
    TableName: db.tableName, Key: keys.accountTag(master.account_id, tag.folded),
    ConditionExpression: '#count <= :zero', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':zero': 0 },
  })).catch(() => undefined);
}

/** The account's tags whose folded name starts with `prefix` (all of them for ''), by name. */
export async function listAccountTags(db: Db, accountId: string, prefix = ''): Promise<AccountTag[]> {
  const tags: AccountTag[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.account(accountId).PK, ':sk': keys.accountTag(accountId, prefix).SK }, ExclusiveStartKey: start,
    }));
    tags.push(...(page.Items ?? []).map((item) => accountTagSchema.parse(item)).filter((tag) => tag.count > 0));
    start = page.LastEvaluatedKey;
  } while (start);
  return tags;
}
