import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { writeInBatches, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * A document linked to a master: one item under the master (its documents tab reads them in one
 * query) and indexed by document (the document's page lists its masters).
 */
export interface DocumentLink {
  master_id: string;
  document_id: string;
  linked_by_account: string;
  linked_on: string;
}

export async function putDocumentLinks(db: Db, links: readonly DocumentLink[]): Promise<void> {
  await writeInBatches(db, links.map((link) => ({
    PutRequest: { Item: { ...keys.documentLink(link.master_id, link.document_id), ...keys.documentLinkByDocument(link.document_id, link.master_id), type: 'document_link', ...link } },
  })));
}

export async function deleteDocumentLinks(db: Db, links: readonly Pick<DocumentLink, 'master_id' | 'document_id'>[]): Promise<void> {
  await writeInBatches(db, links.map((link) => ({ DeleteRequest: { Key: keys.documentLink(link.master_id, link.document_id) } })));
}

/** The documents linked to a master. */
export async function listDocumentIdsForMaster(db: Db, masterId: string): Promise<string[]> {
  const { PK, SK } = keys.documentLink(masterId, '');
  const { Items } = await db.client.send(new QueryCommand({
    TableName: db.tableName, KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)', ExpressionAttributeValues: { ':pk': PK, ':sk': SK }, ConsistentRead: true,
  }));
  return (Items ?? []).map((item) => String(item.document_id));
}

/** The masters a document is linked to. */
export async function listMasterIdsForDocument(db: Db, documentId: string): Promise<string[]> {
  const { GSI1PK } = keys.documentLinkByDocument(documentId, '');
  const { Items } = await db.client.send(new QueryCommand({
    TableName: db.tableName, IndexName: 'GSI1', KeyConditionExpression: 'GSI1PK = :pk', ExpressionAttributeValues: { ':pk': GSI1PK },
  }));
  return (Items ?? []).map((item) => String(item.master_id));
}
