import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { documentSchema } from '@masterport/contract';
import { queryAllOnGsi1, type Db } from '../db.ts';
import { keys } from '../keys.ts';
import { getShare, shareItem } from './share.ts';

/**
 * A PDF of an account (seed 000 "Document"), kept under its own key and listed per account by
 * creation date. `search_text` holds what the search box looks through: title, tags, docket and
 * the beginning of the PDF's text, lower case without accents.
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

export async function putDocument(db: Db, item: DocumentItem): Promise<void> {
  await db.client.send(new PutCommand({
    TableName: db.tableName,
    Item: { ...keys.document(item.id), ...keys.documentByAccount(item.account_id, item.created_on, item.id), type: 'document', ...item },
  }));
}

/** A new document with the share key of its public link, written together. */
export async function createDocument(db: Db, item: DocumentItem): Promise<void> {
  await db.client.send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: db.tableName, Item: { ...keys.document(item.id), ...keys.documentByAccount(item.account_id, item.created_on, item.id), type: 'document', ...item } } },
      { Put: { TableName: db.tableName, Item: shareItem({ hash_key: item.hash_key, kind: 'document', id: item.id, created_on: item.created_on }), ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  }));
}

export async function getDocument(db: Db, documentId: string): Promise<DocumentItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.document(documentId), ConsistentRead: true }));
  return Item ? documentItemSchema.parse(Item) : undefined;
}

/** The document and its share key: its public link stops working with it. */
export async function deleteDocument(db: Db, document: Pick<DocumentItem, 'id' | 'hash_key'>): Promise<void> {
  await db.client.send(new TransactWriteCommand({
    TransactItems: [
      { Delete: { TableName: db.tableName, Key: keys.document(document.id) } },
      { Delete: { TableName: db.tableName, Key: keys.share(document.hash_key) } },
    ],
  }));
}

/** Every document of an account, newest first (an account keeps hundreds, not millions: filters run in code). */
export async function listDocumentsForAccount(db: Db, accountId: string): Promise<DocumentItem[]> {
  return (await queryAllOnGsi1(db, keys.documentByAccount(accountId, '', '').GSI1PK)).map((item) => documentItemSchema.parse(item));
}

/** The document a public link opens, if the link's created_on and hash_key both match. */
export async function getDocumentByShare(db: Db, createdOn: string, hashKey: string): Promise<DocumentItem | undefined> {
  const share = await getShare(db, createdOn, hashKey);
  return share?.kind === 'document' ? getDocument(db, share.id) : undefined;
}
