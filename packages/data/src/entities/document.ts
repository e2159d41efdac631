import * as z from 'zod';
import { documentSchema } from '@masterport/contract';
import { type Db } from '../db.ts';
import { encodeCursor } from '../cursor.ts';
import {
  addTo,
  allOf,
  defineEntity,
  fieldsEqual,
  getItem,
  itemAbsent,
  itemExists,
  putItem,
  queryCount,
  queryPage,
  scanKinds,
  setTyped,
  step,
  transact,
  updateItem,
  type Condition,
  type KeyRange,
} from '../entity.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { foldedText } from '../folded-text.ts';
import { keys, ranges } from '../keys.ts';
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
const documentEntity = defineEntity({
  type: 'document',
  schema: documentItemSchema,
  key: (item) => keys.document(item.id),
  indexKeys: (item) =>
    item.status === 'ready'
      ? {
          ...keys.documentByAccount(item.account_id, item.created_on, item.id),
          ...keys.documentByTitle(item.account_id, foldedText(item.title), item.id),
        }
      : {},
});
export const documentTableItem = (item: DocumentItem) => documentEntity.item(item);

/** How many ready documents an account has: only ever changed in place (ADD makes it), or set whole by the rebuild. */
const documentCountEntity = defineEntity({ type: 'document_count', schema: z.object({ count: z.number() }) });
const countChange = (accountId: string, change: 1 | -1) =>
  step.update(documentCountEntity, keys.documentCount(accountId), addTo('count', change));

/** A change to a ready document (title, docket, tags): its index keys follow the title. */
export async function putDocument(db: Db, item: DocumentItem): Promise<void> {
  await putItem(db, documentEntity, item);
}

/**
 * The uploaded PDF checked: the document becomes ready, listed and counted, together, only if it
 * was still uploading (`UniqueConflictError('stale')` when another call got there first).
 */
export async function markDocumentReady(db: Db, item: DocumentItem & { status: 'ready' }): Promise<void> {
  try {
    await transact(db, [
      step.put(documentEntity, item, fieldsEqual({ status: 'uploading' })),
      countChange(item.account_id, 1),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
}

/** A new document with the share key of its public link, written together. */
export async function createDocument(db: Db, item: DocumentItem): Promise<void> {
  await transact(db, [
    step.put(documentEntity, item),
    step.putBuilt(
      shareItem({ hash_key: item.hash_key, kind: 'document', id: item.id, created_on: item.created_on }),
      itemAbsent,
    ),
  ]);
}

export async function getDocument(db: Db, documentId: string): Promise<DocumentItem | undefined> {
  return getItem(db, documentEntity, keys.document(documentId));
}

/**
 * The document and its share key: its public link stops working with it. A ready one leaves the
 * count in the same transaction, once: a second delete of the same document is `UniqueConflictError('stale')`.
 */
export async function deleteDocument(
  db: Db,
  document: Pick<DocumentItem, 'id' | 'hash_key' | 'account_id' | 'status'>,
): Promise<void> {
  try {
    await transact(db, [
      step.delete(keys.document(document.id), itemExists),
      step.delete(keys.share(document.hash_key)),
      ...(document.status === 'ready' ? [countChange(document.account_id, -1)] : []),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
}

/** How many ready documents the account has (its count item; none yet is 0). */
export async function countDocuments(db: Db, accountId: string): Promise<number> {
  return (await getItem(db, documentCountEntity, keys.documentCount(accountId), { consistent: false }))?.count ?? 0;
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

/** A day range as sort-key bounds: every key of the last day sorts before `~`. */
const dayBounds = (order: Pick<DocumentOrder, 'from' | 'to'>): [string, string] => [
  order.from ?? '0000',
  `${order.to ?? '9999'}~`,
];

/**
 * What an order reads, and what it filters. A document stored before the index was sparse may
 * still be in it while uploading (until rebuild-document-index runs): only ready ones are answered.
 */
function documentQuery(
  accountId: string,
  order: DocumentOrder,
): { range: KeyRange; descending: boolean; filter: Condition } {
  const descending = order.direction === 'desc';
  const ready: Condition = {
    expression: '#status = :ready',
    names: { '#status': 'status' },
    values: { ':ready': 'ready' },
  };
  const dated = Boolean(order.from || order.to);
  if (order.by === 'title') {
    // Title order has no date in its key: a date range is a filter on what the query reads (see `readDocuments`).
    const [from, to] = dayBounds(order);
    const within: Condition = {
      expression: 'created_on BETWEEN :createdFrom AND :createdTo',
      values: { ':createdFrom': from, ':createdTo': to },
    };
    return { range: ranges.documentsByTitle(accountId), descending, filter: dated ? allOf(ready, within) : ready };
  }
  return {
    range: { ...ranges.documentsOfAccount(accountId), ...(dated ? { between: dayBounds(order) } : {}) },
    descending,
    filter: ready,
  };
}

/** Whether an order's page is read from its index alone (every listed item matches, so a page reads a page). */
export const isIndexedOrder = (order: DocumentOrder): boolean =>
  order.by === 'creation_date' || !(order.from || order.to);

/**
 * One page of the account's ready documents in an indexed order (`isIndexedOrder`): a query for the
 * page and one more item, from the cursor. The cursor is the index key of the page's last item.
 */
export async function listDocumentsPage(
  db: Db,
  accountId: string,
  order: DocumentOrder,
  page: { cursor?: string; limit: number },
): Promise<{ items: DocumentItem[]; cursor?: string }> {
  const { range, ...options } = documentQuery(accountId, order);
  const read = await queryPage(db, documentEntity, range, {
    ...options,
    limit: page.limit + 1,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
  const items = read.items.slice(0, page.limit);
  const last = items.at(-1);
  if (read.items.length <= page.limit || !last) return { items };
  const indexKey =
    order.by === 'title'
      ? keys.documentByTitle(accountId, foldedText(last.title), last.id)
      : keys.documentByAccount(accountId, last.created_on, last.id);
  return { items, cursor: encodeCursor({ ...keys.document(last.id), ...indexKey }) };
}

/** How many ready documents were created in a date range: a count of the range's index keys (its cost follows the range, not the account). */
export async function countDocumentsCreatedBetween(
  db: Db,
  accountId: string,
  order: Pick<DocumentOrder, 'from' | 'to'>,
): Promise<number> {
  // Every key of the range counts, as the index holds them (no filter: the count reads keys only).
  return queryCount(db, documentQuery(accountId, { by: 'creation_date', direction: 'desc', ...order }).range);
}

/**
 * The first `atMost` ready documents of the account in an order, for what no index serves (a
 * free-text search, title order within a date range): read in pages, stopping at the bound.
 * `complete` says whether the account's list ended within it.
 */
export async function readDocuments(
  db: Db,
  accountId: string,
  order: DocumentOrder,
  atMost: number,
): Promise<{ items: DocumentItem[]; complete: boolean }> {
  const { range, ...options } = documentQuery(accountId, order);
  // One more than the bound: a read that ends exactly at the bound may still answer a cursor (queryPage).
  const { items } = await queryPage(db, documentEntity, range, { ...options, limit: atMost + 1 });
  return { items: items.slice(0, atMost), complete: items.length <= atMost };
}

/** The document a public link opens, if the link's created_on and hash_key both match. */
export async function getDocumentByShare(
  db: Db,
  createdOn: string,
  hashKey: string,
): Promise<DocumentItem | undefined> {
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
  for await (const page of scanKinds(db, [documentEntity.type])) {
    for (const raw of page) {
      const document = documentEntity.parse(raw);
      await putItem(db, documentEntity, document);
      if (document.status === 'ready') ready.set(document.account_id, (ready.get(document.account_id) ?? 0) + 1);
      rewritten += 1;
    }
  }
  for (const [accountId, count] of ready) {
    await updateItem(db, documentCountEntity, keys.documentCount(accountId), setTyped(documentCountEntity, { count }));
  }
  return rewritten;
}
