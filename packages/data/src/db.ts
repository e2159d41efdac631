import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableError } from './errors.ts';

/** The table handle every access-pattern function takes. */
export interface Db {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
}

/**
 * The endpoint comes from AWS_ENDPOINT_URL_DYNAMODB on the local cloud, from the region in AWS.
 * Every request goes through one middleware that turns DynamoDB's refusals into data's errors
 * (errors.ts), so no access pattern, and nothing in core, reads an SDK error name.
 */
export function createDb(tableName: string, client = new DynamoDBClient({})): Db {
  const documents = DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
  documents.middlewareStack.add((next) => async (args) => {
    try {
      return await next(args);
    } catch (error) {
      throw tableError(error);
    }
  }, { step: 'initialize', name: 'masterportTableErrors' });
  return { client: documents, tableName };
}

export const nowIso = (): string => new Date().toISOString();
export const epochSeconds = (date = new Date()): number => Math.floor(date.getTime() / 1000);

/** Puts and deletes in batches of 25 (BatchWriteItem's limit), sending again what the table left unprocessed. */
export async function writeInBatches(db: Db, requests: readonly Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let unprocessed: Record<string, unknown>[] | undefined = requests.slice(start, start + 25);
    while (unprocessed && unprocessed.length > 0) {
      const answer = await db.client.send(new BatchWriteCommand({ RequestItems: { [db.tableName]: unprocessed } }));
      unprocessed = answer.UnprocessedItems?.[db.tableName] as Record<string, unknown>[] | undefined;
    }
  }
}

/**
 * The items at these keys that exist, in no particular order: BatchGetItem in chunks of 100 (its
 * limit), asking again for what the table left unprocessed.
 */
export async function getItems(db: Db, itemKeys: readonly Record<string, unknown>[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < itemKeys.length; start += 100) {
    let wanted: Record<string, unknown>[] | undefined = itemKeys.slice(start, start + 100);
    while (wanted && wanted.length > 0) {
      const answer = await db.client.send(new BatchGetCommand({ RequestItems: { [db.tableName]: { Keys: wanted } } }));
      found.push(...(answer.Responses?.[db.tableName] ?? []));
      wanted = answer.UnprocessedKeys?.[db.tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}

/** Every item of a partition whose sort key starts with `prefix`, all pages, read consistently: for small partitions (an account's team). */
export async function queryAllWithPrefix(db: Db, partition: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': partition, ':prefix': prefix }, ConsistentRead: true, ExclusiveStartKey: start,
    }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Every item of a GSI1 partition, all pages, newest sort key first unless `oldest_first`: for an account's lists (hundreds of items, filtered in code). */
export async function queryAllOnGsi1(db: Db, partition: string, order: 'newest_first' | 'oldest_first' = 'newest_first'): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: order === 'oldest_first', ExclusiveStartKey: start,
    }));
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}
