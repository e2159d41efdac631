import type { z } from 'zod';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_PAGE_SIZE,
  DOCUMENTS_SCAN_BOUND,
  type documentListFilters,
  type DocumentSummary,
} from '@masterport/contract';
import {
  countDocuments,
  countDocumentsCreatedBetween,
  createDocument as createDocumentItem,
  deleteDocument as removeItem,
  deleteDocumentLinks,
  getAccount,
  getDocumentByShare,
  isIndexedOrder,
  listDocumentsPage,
  listMasterIdsForDocument,
  markDocumentReady,
  getDocument as readItem,
  nowIso,
  putDocument,
  readDocuments,
  UniqueConflictError,
  type DocumentItem,
  type DocumentOrder,
} from '@masterport/data';
import { publicOwner } from '../contacts/contacts.ts';
import { table } from '../adapters/db.ts';
import {
  deleteObjects,
  getSmallObject,
  putSmallObject,
  signDownload,
  signInlineImage,
  signInlinePdf,
  signPut,
} from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { newId, newSecretToken } from '../random.ts';
import { numberedPageStart, pageScope, rememberNextPage } from '../lists/numbered-pages.ts';
import { foldedText, matchesEveryWord } from '../search-text.ts';
import { documentObjectKey } from '../storage-keys.ts';
import { meterDeletedFiles, meterStoredFiles } from '../billing/storage-metering/stored-files.ts';
import { NotAPdfError, readPdf } from './read-pdf.ts';

type DocumentListFilters = z.output<typeof documentListFilters>;
const thumbnailKey = (document: Pick<DocumentItem, 'account_id' | 'id'>) =>
  `documents/${document.account_id}/${document.id}.png`;

const searchText = (document: Pick<DocumentItem, 'title' | 'docket' | 'tags' | 'text' | 'filename'>) =>
  foldedText(
    [
      document.title,
      document.filename,
      document.docket ?? '',
      ...document.tags.map((tag) => tag.name),
      document.text,
    ].join(' '),
  );

export async function documentSummary(document: DocumentItem, ownerName?: string): Promise<DocumentSummary> {
  const name = ownerName ?? (await getAccount(table(), document.account_id))?.name ?? '';
  return {
    id: document.id,
    title: document.title,
    filename: document.filename,
    size: document.size,
    status: document.status,
    pages: document.pages,
    docket: document.docket,
    tags: document.tags,
    owner: { id: document.account_id, name },
    hash_key: document.hash_key,
    created_on: document.created_on,
    modified_on: document.modified_on,
    thumbnail_url: document.has_thumbnail
      ? await signInlineImage(config().documentsBucket, thumbnailKey(document))
      : null,
  };
}

/** A document of the caller's account; another account's answers `data_restriction` (seed 000 §8). */
export async function ownDocument(auth: AuthContext, documentId: string): Promise<DocumentItem> {
  const document = await readItem(table(), documentId);
  if (!document) throw new AppError('not_found');
  if (document.account_id !== auth.accountId) throw new AppError('data_restriction');
  return document;
}

async function changed(document: DocumentItem, change: Partial<DocumentItem>) {
  const next = { ...document, ...change, modified_on: nowIso() };
  const item = { ...next, search_text: searchText(next) };
  await putDocument(table(), item);
  return { document: await documentSummary(item) };
}

/** Registers a document and answers where to PUT its bytes (exactly `size` of them). */
export async function createDocument(
  auth: AuthContext,
  input: { title: string; filename: string; size: number; docket?: string },
) {
  const now = nowIso();
  const document: DocumentItem = {
    id: newId(),
    account_id: auth.accountId,
    title: input.title,
    filename: input.filename,
    size: input.size,
    status: 'uploading',
    pages: null,
    docket: input.docket || null,
    tags: [],
    text: '',
    search_text: '',
    hash_key: newSecretToken(),
    has_thumbnail: false,
    created_by: auth.userId,
    created_on: now,
    modified_on: now,
  };
  const item = { ...document, search_text: searchText(document) };
  await createDocumentItem(table(), item);
  const upload = await signPut(config().documentsBucket, documentObjectKey(item), input.size, 'application/pdf');
  return { document: await documentSummary(item), upload };
}

/**
 * Once the browser has PUT the bytes: reads them as a PDF (page count, text for the search). A
 * file that is not one is deleted with its document, and the caller told so in the catalogue's words.
 */
export async function completeDocumentUpload(auth: AuthContext, documentId: string) {
  const document = await ownDocument(auth, documentId);
  if (document.status === 'ready') return { document: await documentSummary(document) };
  const bytes = await getSmallObject(config().documentsBucket, documentObjectKey(document), DOCUMENT_MAX_BYTES);
  if (!bytes) throw new AppError('upload_unknown');
  // S3 refuses a body of another length than the one signed; this holds where the store does not check.
  if (bytes === 'too_large' || bytes.length !== document.size) {
    await deleteObjects(config().documentsBucket, [documentObjectKey(document)]);
    await removeItem(table(), document);
    throw new AppError('upload_size_mismatch');
  }
  try {
    const { pages, text, thumbnail } = await readPdf(bytes);
    if (thumbnail) await putSmallObject(config().documentsBucket, thumbnailKey(document), thumbnail, 'image/png');
    const ready = {
      ...document,
      status: 'ready' as const,
      pages,
      text,
      has_thumbnail: !!thumbnail,
      modified_on: nowIso(),
    };
    const item = { ...ready, search_text: searchText(ready) };
    await meterStoredFiles(
      [
        { key: documentObjectKey(document), bytes: bytes.length },
        ...(thumbnail ? [{ key: thumbnailKey(document), bytes: thumbnail.length }] : []),
      ].map(({ key, bytes }) => ({
        change: 'made' as const,
        file: {
          accountId: document.account_id,
          bucket: config().documentsBucket,
          key,
          bytes,
          madeOn: ready.modified_on,
        },
      })),
    );
    try {
      await markDocumentReady(table(), item);
    } catch (readyMeanwhile) {
      // Two completions at once: the other made it ready (and counted it); answer what it wrote.
      if (!(readyMeanwhile instanceof UniqueConflictError)) throw readyMeanwhile;
      return { document: await documentSummary(await ownDocument(auth, documentId)) };
    }
    return { document: await documentSummary(item) };
  } catch (error) {
    if (!(error instanceof NotAPdfError)) throw error;
    await deleteObjects(config().documentsBucket, [documentObjectKey(document)]);
    await removeItem(table(), document);
    throw new AppError('document_not_pdf', { cause: error });
  }
}

export async function documentDetails(auth: AuthContext, documentId: string) {
  return { document: await documentSummary(await ownDocument(auth, documentId)) };
}

/**
 * `get-list`: the account's ready documents, filtered, ordered and cut into pages of 20 (seed 000 §3
 * filters). An order an index serves (creation date with or without a date range, title without)
 * reads one page from its index and the count kept as documents become ready; a search, or title
 * order within dates, reads at most DOCUMENTS_SCAN_BOUND documents (the contract's: an account keeps
 * hundreds) and counts the matches among them; `searched_all` is false when documents beyond were
 * not read, so the page can say its count is of the newest only.
 */
export async function listDocuments(auth: AuthContext, page: number, filters: DocumentListFilters) {
  const order: DocumentOrder = {
    by: filters.order_by ?? 'creation_date',
    direction: filters.order_card ?? 'desc',
    from: filters.filter_by_start_date,
    to: filters.filter_by_end_date,
  };
  const owner = auth.accountName ?? (await getAccount(table(), auth.accountId))?.name ?? '';
  const query = filters.filter_search_query?.trim() ?? '';
  const { documents, total, searched_all } =
    query || !isIndexedOrder(order)
      ? await boundedDocumentsPage(auth, order, query, page)
      : await indexedDocumentsPage(auth, order, page, filters);
  return {
    documents_list: await Promise.all(documents.map((document) => documentSummary(document, owner))),
    page,
    pages_count: Math.max(1, Math.ceil(total / DOCUMENTS_PAGE_SIZE)),
    total,
    searched_all,
  };
}

/** A page of the list, with the number of matches and whether every document of the order was read. */
interface DocumentsPage {
  documents: DocumentItem[];
  total: number;
  searched_all: boolean;
}

async function indexedDocumentsPage(
  auth: AuthContext,
  order: DocumentOrder,
  page: number,
  filters: DocumentListFilters,
): Promise<DocumentsPage> {
  const scope = pageScope('DOCUMENTS', auth.accountId, filters);
  const readPage = (cursor: string | undefined) =>
    listDocumentsPage(table(), auth.accountId, order, { cursor, limit: DOCUMENTS_PAGE_SIZE });
  const [start, total] = await Promise.all([
    numberedPageStart(scope, page, async (cursor) => (await readPage(cursor)).cursor),
    order.from || order.to
      ? countDocumentsCreatedBetween(table(), auth.accountId, order)
      : countDocuments(table(), auth.accountId),
  ]);
  if (start === null) return { documents: [], total, searched_all: true };
  const { items, cursor } = await readPage(start);
  await rememberNextPage(scope, page + 1, cursor);
  return { documents: items, total, searched_all: true };
}

async function boundedDocumentsPage(
  auth: AuthContext,
  order: DocumentOrder,
  query: string,
  page: number,
): Promise<DocumentsPage> {
  const { items, complete } = await readDocuments(table(), auth.accountId, order, DOCUMENTS_SCAN_BOUND);
  const found = items.filter((document) => matchesEveryWord(query, document.search_text));
  return {
    documents: found.slice((page - 1) * DOCUMENTS_PAGE_SIZE, page * DOCUMENTS_PAGE_SIZE),
    total: found.length,
    searched_all: complete,
  };
}

export async function searchDocuments(auth: AuthContext, query: string | undefined) {
  const { documents_list } = await listDocuments(auth, 1, { filter_search_query: query });
  return { documents_list };
}

export async function renameDocument(auth: AuthContext, input: { document_id: string; title: string }) {
  const document = await ownDocument(auth, input.document_id);
  if (document.title === input.title) throw new AppError('no_changes');
  return changed(document, { title: input.title });
}

export async function updateDocket(auth: AuthContext, input: { document_id: string; docket: string }) {
  const document = await ownDocument(auth, input.document_id);
  const docket = input.docket || null;
  if (document.docket === docket) throw new AppError('no_changes');
  return changed(document, { docket });
}

/** Seed 000 §5: a tag is letters and digits, once per document (compared without case). */
export async function addDocumentTag(auth: AuthContext, input: { document_id: string; tag: string }) {
  const document = await ownDocument(auth, input.document_id);
  if (document.tags.some((tag) => foldedText(tag.name) === foldedText(input.tag)))
    throw new AppError('duplicate_tag', { fields: { tag: 'duplicate_tag' } });
  if (document.tags.length >= 30) throw new AppError('validation_error', { fields: { tag: 'too_many' } });
  return changed(document, { tags: [...document.tags, { id: newId(), name: input.tag }] });
}

export async function deleteDocumentTag(auth: AuthContext, input: { document_id: string; tag_id: string }) {
  const document = await ownDocument(auth, input.document_id);
  if (!document.tags.some((tag) => tag.id === input.tag_id)) throw new AppError('not_found');
  return changed(document, { tags: document.tags.filter((tag) => tag.id !== input.tag_id) });
}

export async function deleteDocument(auth: AuthContext, documentId: string) {
  const document = await ownDocument(auth, documentId);
  const masters = await listMasterIdsForDocument(table(), document.id);
  await deleteDocumentLinks(
    table(),
    masters.map((masterId) => ({ master_id: masterId, document_id: document.id })),
  );
  const summary = await documentSummary(document);
  const files = [documentObjectKey(document), thumbnailKey(document)];
  await deleteObjects(config().documentsBucket, files);
  await meterDeletedFiles(config().documentsBucket, files);
  try {
    await removeItem(table(), document);
  } catch (error) {
    // Deleted by another call meanwhile: gone, as this caller asked.
    if (!(error instanceof UniqueConflictError)) throw error;
  }
  return { document: summary };
}

/** A short-lived link that downloads the PDF under its own file name, or opens it in the page (`inline`). */
export async function documentDownloadUrl(auth: AuthContext, documentId: string, inline = false) {
  const document = await ownDocument(auth, documentId);
  if (document.status !== 'ready') throw new AppError('not_found');
  const url = inline
    ? await signInlinePdf(config().documentsBucket, documentObjectKey(document))
    : await signDownload(config().documentsBucket, documentObjectKey(document), document.filename);
  return { download_url: url, filename: document.filename };
}

/** A public link's document, ready; anything else is simply not found (no hint that it exists). */
async function sharedDocument(createdOn: string, hashKey: string): Promise<DocumentItem> {
  const document = await getDocumentByShare(table(), createdOn, hashKey);
  if (!document || document.status !== 'ready') throw new AppError('not_found');
  return document;
}

/** The public page `/doc/{created_on}/{hash_key}`: the document, its owner (name, logo, public contacts), a link to read it. */
export async function publicDocument(createdOn: string, hashKey: string) {
  const document = await sharedDocument(createdOn, hashKey);
  return {
    document: {
      title: document.title,
      filename: document.filename,
      size: document.size,
      pages: document.pages,
      created_on: document.created_on,
    },
    owner: await publicOwner(document.account_id),
    view_url: await signInlinePdf(config().documentsBucket, documentObjectKey(document)),
  };
}

export async function publicDocumentDownload(createdOn: string, hashKey: string) {
  const document = await sharedDocument(createdOn, hashKey);
  return {
    download_url: await signDownload(config().documentsBucket, documentObjectKey(document), document.filename),
    filename: document.filename,
  };
}
