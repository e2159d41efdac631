import {
  deleteDocumentLinks,
  getDocument,
  getMaster,
  getMasterByShare,
  listDistributionIdsFor,
  listDocumentIdsForMaster,
  listMasterIdsForDocument,
  nowIso,
  putDocumentLinks,
  type DocumentItem,
} from '@masterport/data';
import { distributionCarrier } from '@masterport/data';
import { distributionsCarrying } from '../distributions/distribution-list.ts';
import { documentDistributionsReport } from '../distributions/reports.ts';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { canOpen, ownMaster } from '../master-access/own-master.ts';
import { documentSummary, ownDocument } from './documents.ts';

/** What a document's page lists of a linked master. */
const masterLine = (master: {
  id: string;
  title: string;
  unique_id: string | null;
  master_type: string | null;
  created_on: string;
}) => ({
  id: master.id,
  title: master.title,
  unique_id: master.unique_id,
  master_type: master.master_type,
  created_on: master.created_on,
});

/**
 * Seed 001 §8: only the master's owner (or the partner studio that made it) links a document, and
 * only a document of its own account; only the document's owner unlinks it.
 */
export async function linkDocumentToMasters(auth: AuthContext, documentId: string, masterIds: readonly string[]) {
  const document = await ownDocument(auth, documentId);
  if (document.status !== 'ready') throw new AppError('not_found');
  for (const masterId of masterIds) await ownMaster(auth, masterId);
  const now = nowIso();
  await putDocumentLinks(
    table(),
    masterIds.map((masterId) => ({
      master_id: masterId,
      document_id: document.id,
      linked_by_account: auth.accountId,
      linked_on: now,
    })),
  );
  return linkedMasters(auth, document.id);
}

export async function unlinkDocumentFromMasters(auth: AuthContext, documentId: string, masterIds: readonly string[]) {
  const document = await ownDocument(auth, documentId);
  await deleteDocumentLinks(
    table(),
    masterIds.map((masterId) => ({ master_id: masterId, document_id: document.id })),
  );
  return linkedMasters(auth, document.id);
}

/** The masters a document of the account is linked to, those the account may open. */
export async function linkedMasters(auth: AuthContext, documentId: string) {
  await ownDocument(auth, documentId);
  const masters = await Promise.all(
    (await listMasterIdsForDocument(table(), documentId)).map((id) => getMaster(table(), id)),
  );
  const visible = [];
  for (const master of masters) if (master && (await canOpen(auth, master))) visible.push(masterLine(master));
  return { masters_list: visible.sort((a, b) => b.created_on.localeCompare(a.created_on)) };
}

/** The master side (`link-documents`): several of the account's documents onto one master. */
export async function linkDocumentsToMaster(auth: AuthContext, masterId: string, documentIds: readonly string[]) {
  const master = await ownMaster(auth, masterId);
  const documents: DocumentItem[] = [];
  for (const id of documentIds) documents.push(await ownDocument(auth, id));
  const now = nowIso();
  await putDocumentLinks(
    table(),
    documents.map((document) => ({
      master_id: master.id,
      document_id: document.id,
      linked_by_account: auth.accountId,
      linked_on: now,
    })),
  );
  return masterDocuments(auth, master.id);
}

/** `unlink-documents`: only the documents' owner may take them off. */
export async function unlinkDocumentsFromMaster(auth: AuthContext, masterId: string, documentIds: readonly string[]) {
  const master = await ownMaster(auth, masterId);
  for (const id of documentIds) await ownDocument(auth, id);
  await deleteDocumentLinks(
    table(),
    documentIds.map((id) => ({ master_id: master.id, document_id: id })),
  );
  return masterDocuments(auth, master.id);
}

/** A master's documents tab: every document linked to it, whoever linked it. */
export async function masterDocuments(auth: AuthContext, masterId: string) {
  const master = await ownMaster(auth, masterId);
  const documents = await Promise.all(
    (await listDocumentIdsForMaster(table(), master.id)).map((id) => getDocument(table(), id)),
  );
  const ready = documents.filter((document): document is DocumentItem => !!document && document.status === 'ready');
  return { documents_list: await Promise.all(ready.map((document) => documentSummary(document))) };
}

/** A shared master's documents (its public page): anyone with the master's link may open them. */
export async function sharedMasterDocuments(createdOn: string, hashKey: string) {
  const master = await getMasterByShare(table(), createdOn, hashKey);
  if (!master) throw new AppError('not_found');
  const documents = await Promise.all(
    (await listDocumentIdsForMaster(table(), master.id)).map((id) => getDocument(table(), id)),
  );
  return {
    documents_list: documents
      .filter((document): document is DocumentItem => !!document && document.status === 'ready')
      .map((document) => ({
        title: document.title,
        pages: document.pages,
        size: document.size,
        created_on: document.created_on,
        hash_key: document.hash_key,
      })),
  };
}

/** The distributions that carried a document: none until distributions are sent (their issue fills this). */
export async function documentDistributions(auth: AuthContext, documentId: string) {
  await ownDocument(auth, documentId);
  return distributionsCarrying(auth, distributionCarrier.document(documentId));
}

/** The delivery report of every distribution that carried the document. */
export async function documentDistributionsPdf(auth: AuthContext, documentId: string) {
  const document = await ownDocument(auth, documentId);
  return documentDistributionsReport(
    auth,
    await listDistributionIdsFor(table(), distributionCarrier.document(documentId)),
    document.title,
  );
}
