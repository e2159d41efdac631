import * as z from 'zod';
import { defineRoute, fileResponse } from '../route.ts';
import { idField } from '../schemas/fields.ts';
import { masterIdBody, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/documents.ts';
import { relatedDistributionsResponse } from '../schemas/distributions.ts';
import { documentRouteFacts, masterDocumentRouteFacts } from '../route-facts/documents.ts';

/** An account's documents (seed 000 §7): upload, list, details, tags, docket. Ours: `complete-upload`, `get-download-url`. */
export const documentRouteTable = {
  search: defineRoute({
    ...documentRouteFacts.search,
    body: s.searchDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  getList: defineRoute({
    ...documentRouteFacts.getList,
    query: pageQuery,
    body: s.documentListFilters,
    response: s.documentListResponse,
  }),
  create: defineRoute({
    ...documentRouteFacts.create,
    body: s.createDocumentBody,
    response: s.createDocumentResponse,
  }),
  completeUpload: defineRoute({
    ...documentRouteFacts.completeUpload,
    body: s.documentIdBody,
    response: s.documentResponse,
  }),
  save: defineRoute({
    ...documentRouteFacts.save,
    body: s.saveDocumentBody,
    response: s.documentResponse,
  }),
  delete: defineRoute({
    ...documentRouteFacts.delete,
    body: s.documentIdBody,
    response: s.documentResponse,
  }),
  addTag: defineRoute({
    ...documentRouteFacts.addTag,
    body: s.addTagBody,
    response: s.documentResponse,
  }),
  deleteTag: defineRoute({
    ...documentRouteFacts.deleteTag,
    body: s.deleteTagBody,
    response: s.documentResponse,
  }),
  updateDocket: defineRoute({
    ...documentRouteFacts.updateDocket,
    body: s.updateDocketBody,
    response: s.documentResponse,
  }),
  getDetails: defineRoute({
    ...documentRouteFacts.getDetails,
    params: s.documentIdParams,
    query: z.strictObject({}),
    response: s.documentResponse,
  }),
  getDownloadUrl: defineRoute({
    ...documentRouteFacts.getDownloadUrl,
    body: s.documentLinkBody,
    response: s.documentDownloadResponse,
  }),
  getMastersList: defineRoute({
    ...documentRouteFacts.getMastersList,
    query: pageQuery,
    body: s.documentIdBody,
    response: s.linkedMastersResponse,
  }),
  linkMasters: defineRoute({
    ...documentRouteFacts.linkMasters,
    body: s.linkMastersBody,
    response: s.linkedMastersResponse,
  }),
  unlinkMasters: defineRoute({
    ...documentRouteFacts.unlinkMasters,
    body: s.linkMastersBody,
    response: s.linkedMastersResponse,
  }),
  // The distributions that carried a document (its page), and their report.
  getDistributionsList: defineRoute({
    ...documentRouteFacts.getDistributionsList,
    params: s.languageParams,
    body: s.documentIdBody,
    response: relatedDistributionsResponse,
  }),
  downloadDistributionsPdf: defineRoute({
    ...documentRouteFacts.downloadDistributionsPdf,
    params: { id: idField() },
    query: z.strictObject({}),
    response: fileResponse,
  }),
};

/** The master side of the links: its documents tab. Ours: `get-documents` reads the tab. */
export const masterDocumentRouteTable = {
  linkDocuments: defineRoute({
    ...masterDocumentRouteFacts.linkDocuments,
    body: s.linkDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  unlinkDocuments: defineRoute({
    ...masterDocumentRouteFacts.unlinkDocuments,
    body: s.linkDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  getDocuments: defineRoute({
    ...masterDocumentRouteFacts.getDocuments,
    body: masterIdBody,
    response: s.documentsSearchResponse,
  }),
};

export const documentRoutes = [...Object.values(documentRouteTable), ...Object.values(masterDocumentRouteTable)];
