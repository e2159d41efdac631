import * as z from 'zod';
import {
  createdOnField,
  fileNameField,
  idField,
  languageSchema,
  optionalString,
  requiredString,
  tokenField,
} from './fields.ts';
import { publicOwnerSchema } from './public-owner.ts';

/**
 * Documents (seed 000 "Document"): PDFs under 5 MB that travel with spots (traffic instructions,
 * scripts, clearance letters), with tags and a docket number. The bytes are checked once uploaded:
 * a document is `ready` only once it has been read as a PDF.
 */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024 - 1;
export const DOCUMENT_STATUSES = ['uploading', 'ready'] as const;

export const documentTagSchema = z.object({ id: z.string(), name: z.string() });
export const documentSchema = z.object({
  id: z.string(),
  title: z.string(),
  filename: z.string(),
  size: z.number(),
  status: z.enum(DOCUMENT_STATUSES),
  pages: z.number().nullable(),
  docket: z.string().nullable(),
  tags: z.array(documentTagSchema),
  owner: z.object({ id: z.string(), name: z.string() }),
  /** With `created_on`, the document's public link (`/doc/{created_on}/{hash_key}`). */
  hash_key: z.string(),
  /** A short-lived link to a picture of the first page, once the PDF has been read. */
  thumbnail_url: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type DocumentSummary = z.infer<typeof documentSchema>;
export const documentResponse = z.object({ success: z.literal(true), document: documentSchema });

/** The longest tag (the pattern's bound, which the SPA's tag inputs take too). */
export const TAG_MAX = 30;
/** Seed 000 §5: a tag is letters and digits only. */
export const tagField = () =>
  z
    .string({ error: 'required' })
    .trim()
    .regex(new RegExp(`^[\\p{L}\\p{N}]{1,${TAG_MAX}}$`, 'u'), { error: 'tag_format' });
/** A docket number as agencies write them: letters, digits, spaces and - / . # (25 at most). */
export const docketField = () =>
  z
    .string()
    .trim()
    .max(25, { error: 'max_25' })
    .regex(/^[\p{L}\p{N} ./#-]*$/u, { error: 'invalid' });

export const createDocumentBody = z.strictObject({
  title: requiredString(100),
  filename: fileNameField(255).regex(/\.pdf$/i, { error: 'pdf_extension' }),
  size: z
    .number({ error: 'required' })
    .int()
    .min(1, { error: 'invalid' })
    .max(DOCUMENT_MAX_BYTES, { error: 'max_5mb' }),
  docket: docketField().optional(),
});
/** The document, and where the browser puts its bytes: one PUT of exactly the announced size. */
export const createDocumentResponse = z.object({
  success: z.literal(true),
  document: documentSchema,
  upload: z.object({ url: z.string(), headers: z.record(z.string(), z.string()) }),
});
export const documentIdBody = z.strictObject({ document_id: idField() });
/** `inline`: a link that opens the PDF in the page (its preview) rather than saving it. */
export const documentLinkBody = z.strictObject({
  document_id: idField(),
  inline: z.boolean({ error: 'one_of' }).optional(),
});
export const documentIdParams = { document_id: idField() };
export const saveDocumentBody = z.strictObject({ document_id: idField(), title: requiredString(100) });
export const updateDocketBody = z.strictObject({ document_id: idField(), docket: docketField() });
export const addTagBody = z.strictObject({ document_id: idField(), tag: tagField() });
export const deleteTagBody = z.strictObject({ document_id: idField(), tag_id: idField() });

export const documentListFilters = z.strictObject({
  order_by: z.enum(['creation_date', 'title'], { error: 'one_of' }).optional(),
  order_card: z.enum(['asc', 'desc'], { error: 'one_of' }).optional(),
  filter_by_start_date: z.iso.date({ error: 'date' }).optional(),
  filter_by_end_date: z.iso.date({ error: 'date' }).optional(),
  filter_search_query: optionalString(63),
});
export const DOCUMENTS_PAGE_SIZE = 20;
/**
 * How many documents a list that no index serves (a free-text search, title order within a date
 * range) reads at most: the first this many of the account in the order asked (within its dates).
 */
export const DOCUMENTS_SCAN_BOUND = 1_000;
export const documentListResponse = z.object({
  success: z.literal(true),
  documents_list: z.array(documentSchema),
  page: z.number(),
  pages_count: z.number(),
  total: z.number(),
  /**
   * False when a bounded search stopped at DOCUMENTS_SCAN_BOUND before the account's last document:
   * `total` and the pages then count the matches among those read only.
   */
  searched_all: z.boolean(),
});
export const searchDocumentsBody = z.strictObject({ query: optionalString(63) });
export const documentsSearchResponse = z.object({ success: z.literal(true), documents_list: z.array(documentSchema) });
export const documentDownloadResponse = z.object({
  success: z.literal(true),
  download_url: z.string(),
  filename: z.string(),
});

/** A master as a document's page lists it. */
/** A master a document is linked to; a draft may have no unique ID or type yet. */
export const linkedMasterSchema = z.object({
  id: z.string(),
  title: z.string(),
  unique_id: z.string().nullable(),
  master_type: z.string().nullable(),
  created_on: z.string(),
});
export const linkedMastersResponse = z.object({ success: z.literal(true), masters_list: z.array(linkedMasterSchema) });
export const linkMastersBody = z.strictObject({
  document_id: idField(),
  master_ids: z.array(idField()).min(1, { error: 'required' }).max(50, { error: 'too_many' }),
});
export const linkDocumentsBody = z.strictObject({
  master_id: idField(),
  document_ids: z.array(idField()).min(1, { error: 'required' }).max(50, { error: 'too_many' }),
});

/** A shared document's public page: what it is, whose, a link to read it in the page and one to download it. */
export const publicDocumentResponse = z.object({
  success: z.literal(true),
  document: documentSchema.pick({ title: true, filename: true, size: true, pages: true, created_on: true }),
  owner: publicOwnerSchema,
  view_url: z.string(),
});

/** The distributions that carried a document (filled by the distributions issue; none yet). */
export const languageParams = { language: languageSchema };

/** A shared master's documents, for its public page: each with its own public link. */
export const sharedMasterBody = z.strictObject({ created_on: createdOnField(), hash_key: tokenField() });
export const sharedDocumentsResponse = z.object({
  success: z.literal(true),
  documents_list: z.array(
    documentSchema.pick({ title: true, pages: true, size: true, created_on: true, hash_key: true }),
  ),
});
