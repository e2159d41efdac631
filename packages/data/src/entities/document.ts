import { GetCommand, PutCommand, QueryCommand, ScanCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentSchema } from '@masterport/contract';
import { type Db } from '../db.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { foldedText } from '../folded-text.ts';
import { keys } from '../keys.ts';
import { getShare, shareItem } from './share.ts';

/**
 * A PDF of an account (seed 000 "Document"), kept under its own key. `search_text` holds what the
 * search box looks through: title, tags, docket and the beginning of the PDF's text, lower case
 * without accents. Only a ready document is listed: it alone carries the list's index keys (GSI1 by
 * creation date, GSI2 by folded title) and counts in the account's `DOCUMENT_COUNT`, raised in the
 * transaction that makes it ready and lowered in the one that deletes it. Every field a row shows
 * is on the item: a page of the list is one query.
 */
export const documentItemSchema = documentSchema.omit({ owner: true, thumbnail_url: true }).extend({
  has_thumbnail: z.boolean(),
  account_id: z.string(),
  /** The PDF's own text, as read when the upload was checked (bounded). */
  text: z.string(),
  search_text: z.string(),
  created_by: z.string(),
});
export type DocumentItem = z.infer<typeof documentItemSchema>;

/** The stored item: a ready document with the list's index keys, an upload under way without. */
export const documentTableItem = (item: DocumentItem) => ({
  ...keys.document(item.id),
  ...(item.status === 'ready' ? { ...keys.documentByAccount(item.account_id, item.created_on, item.id), ...keys.documentByTitle(item.account_id, foldedText(item.title), item.id) } : {}),
  type: 'document', ...item,
});

const countChange = (db: Db, accountId: string, change: 1 | -1) => ({
  Update: { TableName: db.tableName, Key: keys.documentCount(accountId), UpdateExpression: 'ADD #count :change', ExpressionAttributeNames: { '#count': 'count' }, ExpressionAttributeValues: { ':change': change } },
});

/** A change to a ready document (title, docket, tags): its index keys follow the title. */
export async function putDocument(db: Db, item: DocumentItem): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: documentTableItem(item) }));
}

/**
 * The uploaded PDF checked: the document becomes ready, listed and counted, together, only if it
 * was still uploading (`UniqueConflictError('stale')` when another call got there first).
 */
export async function markDocumentReady(db: Db, item: DocumentItem & { status: 'ready' }): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: documentTableItem(item), ConditionExpression: '#status = :uploading', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':uploading': 'uploading' } } },
        countChange(db, item.account_id, 1),
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
}

/** A new document with the share key of its public link, written together. */
export async function createDocument(db: Db, item: DocumentItem): Promise<void> {
  await db.client.send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: db.tableName, Item: documentTableItem(item) } },
      { Put: { TableName: db.tableName, Item: shareItem({ hash_key: item.hash_key, kind: 'document', id: item.id, created_on: item.created_on }), ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  }));
}

export async function getDocument(db: Db, documentId: string): Promise<DocumentItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.document(documentId), ConsistentRead: true }));
  return Item ? documentItemSchema.parse(Item) : undefined;
}

/**
 * The document and its share key: its public link stops working with it. A ready one leaves the
 * count in the same transaction, once: a second delete of the same document is `UniqueConflictError('stale')`.
 */
export async function deleteDocument(db: Db, document: Pick<DocumentItem, 'id' | 'hash_key' | 'account_id' | 'status'>): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.tableName, Key: keys.document(document.id), ConditionExpression: 'attribute_exists(PK)' } },
        { Delete: { TableName: db.tableName, Key: keys.share(document.hash_key) } },
        ...(document.status === 'ready' ? [countChange(db, document.account_id, -1)] : []),
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
}

/** How many ready documents the account has (its count item; none yet is 0). */
export async function countDocuments(db: Db, accountId: string): Promise<number> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.documentCount(accountId) }));
  return Item ? z.number().parse(Item.count) : 0;
}

/** The orders the documents list offers, each served by an index of the ready documents. */
export interface DocumentOrder {
  by: 'creation_date' | 'title';
  direction: 'asc' | 'desc';
  /** Created on or after this day (YYYY-MM-DD): a key condition in creation order. */
  from?: string;
  /** Created on or before this day. */
  to?: string;
}

function documentQuery(db: Db, accountId: string, order: DocumentOrder): QueryCommandInput {
  const forward = order.direction === 'asc';
  if (order.by === 'title') {
    // Title order has no date in its key: a date range is a filter on what the query reads (see `readDocuments`).
    const dated = Boolean(order.from || order.to);
    return {
      TableName: db.tableName, IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :pk', ScanIndexForward: forward,
      ...(dated ? { FilterExpression: 'created_on BETWEEN :from AND :to' } : {}),
      ExpressionAttributeValues: { ':pk': keys.documentByTitle(accountId, '', '').GSI2PK, ...(dated ? { ':from': order.from ?? '0000', ':to': `${order.to ?? '9999'}~` } : {}) },
    };
  }
  const dated = Boolean(order.from || order.to);
  return {
    TableName: db.tableName, IndexName: 'GSI1', ScanIndexForward: forward,
    KeyConditionExpression: dated ? 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to' : 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.documentByAccount(accountId, '', '').GSI1PK, ...(dated ? { ':from': order.from ?? '0000', ':to': `${order.to ?? '9999'}~` } : {}) },
  };
}

/** Whether an order's page is read from its index alone (every listed item matches, so a page reads a page). */
export const isIndexedOrder = (order: DocumentOrder): boolean => order.by === 'creation_date' || !(order.from || order.to);

/**
 * One page of the account's ready documents in an indexed order (`isIndexedOrder`): a query for the
 * page and one more item, from the cursor. The cursor is the index key of the page's last item.
 */
export async function listDocumentsPage(db: Db, accountId: string, order: DocumentOrder, page: { cursor?: string; limit: number }): Promise<{ items: DocumentItem[]; cursor?: string }> {
  const items: DocumentItem[] = [];
  let more = false;
  let start: Record<string, unknown> | undefined = page.cursor ? decodeCursor(page.cursor) : undefined;
  do {
    const result = await db.client.send(new QueryCommand({ ...documentQuery(db, accountId, order), ExclusiveStartKey: start, Limit: page.limit + 1 - items.length }));
    for (const raw of result.Items ?? []) {
      const document = documentItemSchema.parse(raw);
      // A document stored before the index was sparse may still be listed while uploading (until rebuild-document-index runs).
      if (document.status !== 'ready') continue;
      if (items.length === page.limit) {
        more = true;
        break;
      }
      items.push(document);
    }
    start = result.LastEvaluatedKey;
  } while (start && !more);
  const last = items.at(-1);
  if (!more || !last) return { items };
  const indexKey = order.by === 'title' ? keys.documentByTitle(accountId, foldedText(last.title), last.id) : keys.documentByAccount(accountId, last.created_on, last.id);
  return { items, cursor: encodeCursor({ ...keys.document(last.id), ...indexKey }) };
}

/** How many ready documents were created in a date range: a count of the range's index keys (its cost follows the range, not the account). */
export async function countDocumentsCreatedBetween(db: Db, accountId: string, order: Pick<DocumentOrder, 'from' | 'to'>): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.client.send(new QueryCommand({ ...documentQuery(db, accountId, { by: 'creation_date', direction: 'desc', ...order }), Select: 'COUNT', ExclusiveStartKey: start }));
    count += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * The first `atMost` ready documents of the account in an order, for what no index serves (a
 * free-text search, title order within a date range): read in pages, stopping at the bound.
 * `complete` says whether the account's list ended within it.
 */
export async function readDocuments(db: Db, accountId: string, order: DocumentOrder, atMost: number): Promise<{ items: DocumentItem[]; complete: boolean }> {
  const items: DocumentItem[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const result = await db.client.send(new QueryCommand({ ...documentQuery(db, accountId, order), ExclusiveStartKey: start, Limit: atMost - items.length }));
    items.push(...(result.Items ?? []).map((raw) => documentItemSchema.parse(raw)).filter((document) => document.status === 'ready'));
    start = result.LastEvaluatedKey;
  } while (start && items.length < atMost);
  return { items, complete: !start };
}

/** The document a public link opens, if the link's created_on and hash_key both match. */
export async function getDocumentByShare(db: Db, createdOn: string, hashKey: string): Promise<DocumentItem | undefined> {
  const share = await getShare(db, createdOn, hashKey);
  return share?.kind === 'document' ? getDocument(db, share.id) : undefined;
}

/**
 * Rewrites every document with the list's keys as they are now (sparse, by date and by title) and
 * sets each account's count of ready documents: run once after deploying over documents stored
 * before; running it again changes nothing. Answers how many documents it rewrote.
 */
export async function rebuildDocumentIndexes(db: Db): Promise<number> {
  const ready = new Map<string, number>();
  let rewritten = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db.client.send(new ScanCommand({
      TableName: db.tableName, FilterExpression: '#type = :document', ExpressionAttributeNames: { '#type': 'type' }, ExpressionAttributeValues: { ':document': 'document' }, ExclusiveStartKey: start,
    }));
    for (const raw of page.Items ?? []) {
      const document = documentItemSchema.parse(raw);
      await db.client.send(new PutCommand({ TableName: db.tableName, Item: documentTableItem(document) }));
      if (document.status === 'ready') ready.set(document.account_id, (ready.get(document.account_id) ?? 0) + 1);
      rewritten += 1;
    }
    start = page.LastEvaluatedKey;
  } while (start);
  for (const [accountId, count] of ready) {
    await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...keys.documentCount(accountId), type: 'document_count', count } }));
  }
  return rewritten;
}
