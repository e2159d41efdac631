import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { BANDS } from '@masterport/contract';
import * as z from 'zod';
import { getItems, type Db } from '../db.ts';
import { ConditionFailedError, UniqueConflictError } from '../errors.ts';
import { keys } from '../keys.ts';

/**
 * A station (call letters), owned by one broadcaster account. The letters are the key, so they are
 * unique on the platform by construction. The directory index lists every station by letters.
 */
export const callLetterItemSchema = z.object({
  letters: z.string(),
  account_id: z.string(),
  /** The owner's account name when registered, for the directory (an account rename is rare). */
  owner_name: z.string(),
  market: z.string(),
  band: z.enum(BANDS),
  language: z.enum(['en', 'fr']),
  /** Upper-case letters, market and owner, for the directory's search box. */
  search_text: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CallLetterItem = z.infer<typeof callLetterItemSchema>;

const callLetterItem = (item: CallLetterItem) => ({
  ...keys.callLetter(item.letters), ...keys.callLetterByAccount(item.account_id, item.letters), ...keys.callLetterDirectory(item.letters),
  type: 'call_letter', ...item,
});

export const callLetterSearchText = (item: Pick<CallLetterItem, 'letters' | 'market' | 'owner_name'>) =>
  `${item.letters} ${item.market} ${item.owner_name}`.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

/** Registers new call letters; UniqueConflictError when another account (or this one) has them. */
export async function createCallLetter(db: Db, item: CallLetterItem): Promise<void> {
  try {
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: callLetterItem(item), ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new UniqueConflictError('call_letters');
    throw error;
  }
}

/** Replaces a station's details, only while it still belongs to the account. */
export async function saveCallLetter(db: Db, item: CallLetterItem): Promise<boolean> {
  try {
    await db.client.send(new PutCommand({
      TableName: db.tableName, Item: callLetterItem(item),
      ConditionExpression: 'account_id = :account', ExpressionAttributeValues: { ':account': item.account_id },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function deleteCallLetter(db: Db, accountId: string, letters: string): Promise<boolean> {
  try {
    await db.client.send(new DeleteCommand({
      TableName: db.tableName, Key: keys.callLetter(letters),
      ConditionExpression: 'account_id = :account', ExpressionAttributeValues: { ':account': accountId },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

export async function getCallLetter(db: Db, letters: string): Promise<CallLetterItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.callLetter(letters), ConsistentRead: true }));
  return Item ? callLetterItemSchema.parse(Item) : undefined;
}

/** Several stations by their letters (any missing are left out), in the order asked. */
export async function getCallLetters(db: Db, letters: readonly string[]): Promise<CallLetterItem[]> {
  const items = (await getItems(db, letters.map((l) => keys.callLetter(l)))).map((item) => callLetterItemSchema.parse(item));
  const found = new Map(items.map((item) => [item.letters, item]));
  return letters.flatMap((l) => found.get(l) ?? []);
}

export async function listCallLettersForAccount(db: Db, accountId: string): Promise<CallLetterItem[]> {
  const items: CallLetterItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new QueryCommand({
      TableName: db.tableName, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': keys.callLetterByAccount(accountId, '').GSI1PK },
      ExclusiveStartKey: start,
    }));
    items.push(...(page.Items ?? []).map((item) => callLetterItemSchema.parse(item)));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * The directory's search: stations whose letters start with the query (a key range, fast at any
 * size), then stations whose market or owner contains it, up to `limit`, in letters order.
 */
export async function searchCallLetters(db: Db, query: string, limit: number): Promise<CallLetterItem[]> {
  const q = callLetterSearchText({ letters: query.trim(), market: '', owner_name: '' }).trim();
  const directory = keys.callLetterDirectory('').GSI2PK;
  const found = new Map<string, CallLetterItem>();
  const collect = async (input: { KeyConditionExpression: string; FilterExpression?: string; ExpressionAttributeValues: Record<string, unknown> }) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.client.send(new QueryCommand({ TableName: db.tableName, IndexName: 'GSI2', ...input, ExclusiveStartKey: start }));
      for (const item of page.Items ?? []) {
        const parsed = callLetterItemSchema.parse(item);
        if (found.size < limit) found.set(parsed.letters, parsed);
      }
      start = page.LastEvaluatedKey;
    } while (start && found.size < limit);
  };
  if (/^[A-Z0-9]+$/.test(q) || !q) {
    await collect({ KeyConditionExpression: q ? 'GSI2PK = :pk AND begins_with(GSI2SK, :q)' : 'GSI2PK = :pk', ExpressionAttributeValues: { ':pk': directory, ...(q ? { ':q': q } : {}) } });
  }
  if (q && found.size < limit) {
    await collect({ KeyConditionExpression: 'GSI2PK = :pk', FilterExpression: 'contains(search_text, :q)', ExpressionAttributeValues: { ':pk': directory, ':q': q } });
  }
  return [...found.values()].sort((a, b) => a.letters.localeCompare(b.letters));
}
