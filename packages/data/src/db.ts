import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
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
  documents.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw tableError(error);
      }
    },
    { step: 'initialize', name: 'masterportTableErrors' },
  );
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
 * limit), asking again for what the table left unprocessed; read consistently when asked (what
 * authorises a request must see the write just made).
 */
export async function getItems(
  db: Db,
  itemKeys: readonly Record<string, unknown>[],
  options: { consistent?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < itemKeys.length; start += 100) {
    let wanted: Record<string, unknown>[] | undefined = itemKeys.slice(start, start + 100);
    while (wanted && wanted.length > 0) {
      const answer = await db.client.send(
        new BatchGetCommand({
          RequestItems: { [db.tableName]: { Keys: wanted, ...(options.consistent ? { ConsistentRead: true } : {}) } },
        }),
      );
      found.push(...(answer.Responses?.[db.tableName] ?? []));
      wanted = answer.UnprocessedKeys?.[db.tableName]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}
