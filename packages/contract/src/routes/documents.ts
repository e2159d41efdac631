import * as z from 'zod';
import { defineRoute, fileResponse } from '../route.ts';
import { idField } from '../schemas/fields.ts';
import { masterIdBody, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/documents.ts';
import { relatedDistributionsResponse } from '../schemas/distributions.ts';

const d = 'user/documents';
const documents = { access: 'user', area: 'documents', source: '000' } as const;
const manage = ['manage_dockets'] as const;

/** An account's documents (seed 000 §7): upload, list, details, tags, docket. Ours: `complete-upload`, `get-download-url`. */
export const documentRouteTable = {
  search: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/search`,
    body: s.searchDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  getList: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/get-list`,
    query: pageQuery,
    body: s.documentListFilters,
    response: s.documentListResponse,
  }),
  create: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/create`,
    permissions: manage,
    body: s.createDocumentBody,
    response: s.createDocumentResponse,
  }),
  completeUpload: defineRoute({
    ...documents,
    source: 'ours',
    method: 'POST',
    path: `${d}/complete-upload`,
    permissions: manage,
    body: s.documentIdBody,
    response: s.documentResponse,
  }),
  save: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/save`,
    permissions: manage,
    body: s.saveDocumentBody,
    response: s.documentResponse,
  }),
  delete: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/delete`,
    permissions: manage,
    body: s.documentIdBody,
    response: s.documentResponse,
  }),
  addTag: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/tags/add`,
    permissions: manage,
    body: s.addTagBody,
    response: s.documentResponse,
  }),
  deleteTag: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/tags/delete`,
    permissions: manage,
    body: s.deleteTagBody,
    response: s.documentResponse,
  }),
  updateDocket: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/update-docket`,
    permissions: manage,
    body: s.updateDocketBody,
    response: s.documentResponse,
  }),
  getDetails: defineRoute({
    ...documents,
    method: 'GET',
    path: `${d}/get-details/{document_id}`,
    params: s.documentIdParams,
    query: z.strictObject({}),
    response: s.documentResponse,
  }),
  getDownloadUrl: defineRoute({
    ...documents,
    source: 'ours',
    method: 'POST',
    path: `${d}/get-download-url`,
    body: s.documentLinkBody,
    response: s.documentDownloadResponse,
  }),
  getMastersList: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/get-masters-list`,
    query: pageQuery,
    body: s.documentIdBody,
    response: s.linkedMastersResponse,
  }),
  linkMasters: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/link-masters`,
    permissions: manage,
    body: s.linkMastersBody,
    response: s.linkedMastersResponse,
  }),
  unlinkMasters: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/unlink-masters`,
    permissions: manage,
    body: s.linkMastersBody,
    response: s.linkedMastersResponse,
  }),
  // The distributions that carried a document (its page), and their report.
  getDistributionsList: defineRoute({
    ...documents,
    method: 'POST',
    path: `${d}/get-distributions-list/{language}`,
    permissions: ['view_distributions'],
    params: s.languageParams,
    body: s.documentIdBody,
    response: relatedDistributionsResponse,
  }),
  downloadDistributionsPdf: defineRoute({
    ...documents,
    method: 'GET',
    path: `${d}/download-distributions-pdf/{id}`,
    permissions: ['view_distributions'],
    params: { id: idField() },
    query: z.strictObject({}),
    response: fileResponse,
    file: true,
  }),
};

const masters = { access: 'user', area: 'masters', source: '001' } as const;
const m = 'user/master-files';
/** The master side of the links: its documents tab. Ours: `get-documents` reads the tab. */
export const masterDocumentRouteTable = {
  linkDocuments: defineRoute({
    ...masters,
    method: 'POST',
    path: `${m}/link-documents`,
    permissions: manage,
    body: s.linkDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  unlinkDocuments: defineRoute({
    ...masters,
    method: 'POST',
    path: `${m}/unlink-documents`,
    permissions: manage,
    body: s.linkDocumentsBody,
    response: s.documentsSearchResponse,
  }),
  getDocuments: defineRoute({
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/get-documents`,
    body: masterIdBody,
    response: s.documentsSearchResponse,
  }),
};

export const documentRoutes = [...Object.values(documentRouteTable), ...Object.values(masterDocumentRouteTable)];
