import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItems, putItems, queryAll } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * A document linked to a master: one item under the master (its documents tab reads them in one
 * query) and indexed by document (the document's page lists its masters).
 */
const documentLinkSchema = z.object({
  master_id: z.string(),
  document_id: z.string(),
  linked_by_account: z.string(),
  linked_on: z.string(),
});
export type DocumentLink = z.infer<typeof documentLinkSchema>;

const documentLinkEntity = defineEntity({
  type: 'document_link',
  schema: documentLinkSchema,
  key: (link) => keys.documentLink(link.master_id, link.document_id),
  indexKeys: (link) => keys.documentLinkByDocument(link.document_id, link.master_id),
});

export async function putDocumentLinks(db: Db, links: readonly DocumentLink[]): Promise<void> {
  await putItems(db, documentLinkEntity, links);
}

export async function deleteDocumentLinks(
  db: Db,
  links: readonly Pick<DocumentLink, 'master_id' | 'document_id'>[],
): Promise<void> {
  await deleteItems(
    db,
    links.map((link) => keys.documentLink(link.master_id, link.document_id)),
  );
}

/** The documents linked to a master. */
export async function listDocumentIdsForMaster(db: Db, masterId: string): Promise<string[]> {
  return (await queryAll(db, documentLinkEntity, ranges.documentLinksOfMaster(masterId), { consistent: true })).map(
    (link) => link.document_id,
  );
}

/** The masters a document is linked to. */
export async function listMasterIdsForDocument(db: Db, documentId: string): Promise<string[]> {
  return (await queryAll(db, documentLinkEntity, ranges.mastersOfDocument(documentId))).map((link) => link.master_id);
}
