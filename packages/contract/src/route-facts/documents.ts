import type * as definitions from '../routes/documents.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const d = 'user/documents';
const documents = { access: 'user', area: 'documents', source: '000' } as const;
const manage = ['manage_dockets'] as const;
const masters = { access: 'user', area: 'masters', source: '001' } as const;
const m = 'user/master-files';

export const documentRouteFacts = {
  search: {
    ...documents,
    method: 'POST',
    path: `${d}/search`,
  },
  getList: {
    ...documents,
    method: 'POST',
    path: `${d}/get-list`,
  },
  create: {
    ...documents,
    method: 'POST',
    path: `${d}/create`,
    permissions: manage,
  },
  completeUpload: {
    ...documents,
    source: 'ours',
    method: 'POST',
    path: `${d}/complete-upload`,
    permissions: manage,
  },
  save: {
    ...documents,
    method: 'POST',
    path: `${d}/save`,
    permissions: manage,
  },
  delete: {
    ...documents,
    method: 'POST',
    path: `${d}/delete`,
    permissions: manage,
  },
  addTag: {
    ...documents,
    method: 'POST',
    path: `${d}/tags/add`,
    permissions: manage,
  },
  deleteTag: {
    ...documents,
    method: 'POST',
    path: `${d}/tags/delete`,
    permissions: manage,
  },
  updateDocket: {
    ...documents,
    method: 'POST',
    path: `${d}/update-docket`,
    permissions: manage,
  },
  getDetails: {
    ...documents,
    method: 'GET',
    path: `${d}/get-details/{document_id}`,
  },
  getDownloadUrl: {
    ...documents,
    source: 'ours',
    method: 'POST',
    path: `${d}/get-download-url`,
  },
  getMastersList: {
    ...documents,
    method: 'POST',
    path: `${d}/get-masters-list`,
  },
  linkMasters: {
    ...documents,
    method: 'POST',
    path: `${d}/link-masters`,
    permissions: manage,
  },
  unlinkMasters: {
    ...documents,
    method: 'POST',
    path: `${d}/unlink-masters`,
    permissions: manage,
  },
  getDistributionsList: {
    ...documents,
    method: 'POST',
    path: `${d}/get-distributions-list/{language}`,
    permissions: ['view_distributions'],
  },
  downloadDistributionsPdf: {
    ...documents,
    method: 'GET',
    path: `${d}/download-distributions-pdf/{id}`,
    permissions: ['view_distributions'],
    file: true,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const masterDocumentRouteFacts = {
  linkDocuments: {
    ...masters,
    method: 'POST',
    path: `${m}/link-documents`,
    permissions: manage,
  },
  unlinkDocuments: {
    ...masters,
    method: 'POST',
    path: `${m}/unlink-documents`,
    permissions: manage,
  },
  getDocuments: {
    ...masters,
    source: 'ours',
    method: 'POST',
    path: `${m}/get-documents`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const documentRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.documentRouteTable>(documentRouteFacts);
export const masterDocumentRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.masterDocumentRouteTable>(masterDocumentRouteFacts);
