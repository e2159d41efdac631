import type * as definitions from '../routes/distributions.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const d = 'user/distributions';
const distributions = { access: 'user', area: 'distributions', source: '001' } as const;
const send = ['distributions_creation', 'distribute'] as const;
const view = ['view_distributions'] as const;
const manage = ['manage_distributions'] as const;
/** The master's distributions tab and its report (the masters area serves them). */
const masters = { access: 'user', area: 'masters', source: '001' } as const;
const m = 'user/master-files';
const key = '{created_on}/{hash_key}';
const shared = { access: 'public', area: 'public', source: '001' } as const;

export const distributionRouteFacts = {
  getList: {
    ...distributions,
    method: 'POST',
    path: `${d}/get-list`,
    permissions: view,
  },
  getCounts: {
    ...distributions,
    method: 'GET',
    path: `${d}/get-counts`,
    permissions: view,
  },
  create: {
    ...distributions,
    method: 'POST',
    path: `${d}/create`,
    permissions: send,
  },
  save: {
    ...distributions,
    method: 'POST',
    path: `${d}/save`,
    permissions: ['distributions_creation'],
  },
  delete: {
    ...distributions,
    method: 'POST',
    path: `${d}/delete`,
    permissions: manage,
  },
  getEdit: {
    ...distributions,
    method: 'POST',
    path: `${d}/get-edit`,
    permissions: ['distributions_creation'],
  },
  getDetails: {
    ...distributions,
    method: 'GET',
    path: `${d}/get-details/{ref}/{language}`,
    permissions: view,
  },
  updateStatus: {
    ...distributions,
    method: 'POST',
    path: `${d}/update-status`,
    permissions: view,
  },
  destinationGetDetails: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-details`,
    permissions: view,
  },
  destinationRedistribute: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/redistribute`,
    permissions: manage,
  },
  destinationSelfRedistribute: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/self-redistribute`,
    permissions: manage,
  },
  destinationMarkDelivered: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/mark-delivered`,
    permissions: manage,
  },
  destinationDelete: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/delete`,
    permissions: manage,
  },
  checkStations: {
    ...distributions,
    source: 'ours',
    method: 'POST',
    path: `${d}/check-stations`,
    permissions: ['distributions_creation'],
  },
  preview: {
    ...distributions,
    source: 'ours',
    method: 'POST',
    path: `${d}/preview`,
    permissions: send,
  },
  searchNotifications: {
    ...distributions,
    method: 'POST',
    path: `${d}/search-notifications`,
    permissions: ['distributions_creation'],
  },
  destinationGetContacts: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-contacts`,
    permissions: view,
  },
  destinationGetCallLetters: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-call-letters`,
    permissions: view,
  },
  destinationSaveCallLetters: {
    ...distributions,
    method: 'POST',
    path: `${d}/destination/save-call-letters`,
    permissions: manage,
  },
  downloadPdf: {
    ...distributions,
    method: 'GET',
    path: `${d}/download-pdf/{id}`,
    permissions: view,
    file: true,
  },
  /**
   * Ours (issue 32): the caller's delivered spots that no longer meet their station's spec, since the
   * station changed it; each is delivered again by `destination/redistribute`.
   */
  getSpecNotices: {
    ...distributions,
    source: 'ours',
    method: 'GET',
    path: `${d}/get-spec-notices`,
    permissions: view,
  },
  downloadConfirmation: {
    ...distributions,
    source: 'ours',
    method: 'GET',
    path: `${d}/download-confirmation/{id}`,
    permissions: view,
    file: true,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const masterDistributionRouteFacts = {
  getDistributionsList: {
    ...masters,
    method: 'POST',
    path: `${m}/get-distributions-list`,
    permissions: view,
  },
  downloadDistributionsPdf: {
    ...masters,
    method: 'GET',
    path: `${m}/download-distributions-pdf/{id}`,
    permissions: view,
    file: true,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

export const publicDistributionRouteFacts = {
  getDetails: {
    ...shared,
    method: 'GET',
    path: `distributions/get-details/${key}`,
  },
  saveHouseCode: {
    ...shared,
    method: 'POST',
    path: 'distributions/save-housecode',
  },
  download: {
    ...shared,
    method: 'GET',
    path: `distributions/download/${key}`,
    file: true,
  },
  getDownloadUrl: {
    ...shared,
    method: 'GET',
    path: `distributions/get-download-url/${key}/{output_key}`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const distributionRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.distributionRouteTable>(distributionRouteFacts);
export const masterDistributionRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.masterDistributionRouteTable>(masterDistributionRouteFacts);
export const publicDistributionRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.publicDistributionRouteTable>(publicDistributionRouteFacts);
