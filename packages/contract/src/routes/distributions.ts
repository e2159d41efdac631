import * as z from 'zod';
import { defineRoute, fileResponse } from '../route.ts';
import { idField, shareLinkParams } from '../schemas/fields.ts';
import { masterIdBody, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/distributions.ts';

const d = 'user/distributions';
const distributions = { access: 'user', area: 'distributions', source: '001' } as const;
const send = ['distributions_creation', 'distribute'] as const;
const view = ['view_distributions'] as const;
const manage = ['manage_distributions'] as const;
const noQuery = z.strictObject({});

/**
 * An account's distributions (seed 001 §7): the wizard's drafts, sending, the list and its counts,
 * each destination's progress and actions, the PDF report.
 */
export const distributionRouteTable = {
  getList: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/get-list`,
    permissions: view,
    query: pageQuery,
    body: s.distributionListFilters,
    response: s.distributionListResponse,
  }),
  getCounts: defineRoute({
    ...distributions,
    method: 'GET',
    path: `${d}/get-counts`,
    permissions: view,
    query: noQuery,
    response: s.distributionCountsResponse,
  }),
  /**
   * Ours (issue 32): the caller's delivered spots that no longer meet their station's spec, since the
   * station changed it; each is delivered again by `destination/redistribute`.
   */
  getSpecNotices: defineRoute({
    ...distributions,
    source: 'ours',
    method: 'GET',
    path: `${d}/get-spec-notices`,
    permissions: view,
    query: noQuery,
    response: s.specNoticesResponse,
  }),
  create: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/create`,
    permissions: send,
    body: s.saveDistributionBody,
    response: s.savedDistributionResponse,
  }),
  save: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/save`,
    permissions: ['distributions_creation'],
    body: s.saveDistributionBody,
    response: s.savedDistributionResponse,
  }),
  delete: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/delete`,
    permissions: manage,
    body: s.distributionIdBody,
    response: s.savedDistributionResponse,
  }),
  getEdit: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/get-edit`,
    permissions: ['distributions_creation'],
    body: s.distributionIdBody,
    response: s.distributionEditResponse,
  }),
  getDetails: defineRoute({
    ...distributions,
    method: 'GET',
    path: `${d}/get-details/{ref}/{language}`,
    permissions: view,
    params: s.distributionDetailsParams,
    query: noQuery,
    response: s.distributionDetailsResponse,
  }),
  updateStatus: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/update-status`,
    permissions: view,
    body: s.updateDistributionStatusBody,
    response: s.distributionStatusResponse,
  }),
  destinationGetDetails: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-details`,
    permissions: view,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  destinationRedistribute: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/redistribute`,
    permissions: manage,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  /** Ours in meaning (the seed names it only): the destination again, by web link whatever the station's method, to the station and to the caller. */
  destinationSelfRedistribute: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/self-redistribute`,
    permissions: manage,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  destinationMarkDelivered: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/mark-delivered`,
    permissions: manage,
    body: s.markDeliveredBody,
    response: s.destinationResponse,
  }),
  destinationDelete: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/delete`,
    permissions: manage,
    body: s.destinationBody,
    response: s.distributionDetailsResponse,
  }),
  /** Ours (issue 25): which of the picked stations can receive (a delivery method, and someone told of a link), before sending. */
  checkStations: defineRoute({
    ...distributions,
    source: 'ours',
    method: 'POST',
    path: `${d}/check-stations`,
    permissions: ['distributions_creation'],
    body: s.checkStationsBody,
    response: s.checkStationsResponse,
  }),
  preview: defineRoute({
    ...distributions,
    source: 'ours',
    method: 'POST',
    path: `${d}/preview`,
    permissions: send,
    body: s.saveDistributionBody,
    response: s.distributionPreviewResponse,
  }),
  searchNotifications: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/search-notifications`,
    permissions: ['distributions_creation'],
    body: s.searchNotificationsBody,
    response: s.notificationsSearchResponse,
  }),
  destinationGetContacts: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-contacts`,
    permissions: view,
    body: s.destinationBody,
    response: s.destinationContactsResponse,
  }),
  destinationGetCallLetters: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/get-call-letters`,
    permissions: view,
    body: s.distributionCallLettersBody,
    response: s.distributionCallLettersResponse,
  }),
  destinationSaveCallLetters: defineRoute({
    ...distributions,
    method: 'POST',
    path: `${d}/destination/save-call-letters`,
    permissions: manage,
    body: s.saveDistributionCallLettersBody,
    response: s.distributionDetailsResponse,
  }),
  downloadPdf: defineRoute({
    ...distributions,
    method: 'GET',
    path: `${d}/download-pdf/{id}`,
    permissions: view,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
    file: true,
  }),
  /** The sender's confirmation report as it stands (delivered everywhere, then acknowledged everywhere): the page's "Delivery confirmation". */
  downloadConfirmation: defineRoute({
    ...distributions,
    source: 'ours',
    method: 'GET',
    path: `${d}/download-confirmation/{id}`,
    permissions: view,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
    file: true,
  }),
};

/** The master's distributions tab and its report (the masters area serves them). */
const masters = { access: 'user', area: 'masters', source: '001' } as const;
const m = 'user/master-files';
export const masterDistributionRouteTable = {
  getDistributionsList: defineRoute({
    ...masters,
    method: 'POST',
    path: `${m}/get-distributions-list`,
    permissions: view,
    body: masterIdBody,
    response: s.relatedDistributionsResponse,
  }),
  downloadDistributionsPdf: defineRoute({
    ...masters,
    method: 'GET',
    path: `${m}/download-distributions-pdf/{id}`,
    permissions: view,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
    file: true,
  }),
};

const key = '{created_on}/{hash_key}';
const shared = { access: 'public', area: 'public', source: '001' } as const;
/** What a station opens from its e-mail: its files of one distribution, each downloadable. */
export const publicDistributionRouteTable = {
  getDetails: defineRoute({
    ...shared,
    method: 'GET',
    path: `distributions/get-details/${key}`,
    params: shareLinkParams(),
    query: noQuery,
    response: s.publicDistributionResponse,
  }),
  saveHouseCode: defineRoute({
    ...shared,
    method: 'POST',
    path: 'distributions/save-housecode',
    body: s.saveHouseCodesBody,
    response: s.publicDistributionResponse,
  }),
  /** The station's delivery certificate (its part of the report), in its language. */
  download: defineRoute({
    ...shared,
    method: 'GET',
    path: `distributions/download/${key}`,
    params: shareLinkParams(),
    query: noQuery,
    response: fileResponse,
    file: true,
  }),
  getDownloadUrl: defineRoute({
    ...shared,
    method: 'GET',
    path: `distributions/get-download-url/${key}/{output_key}`,
    params: s.publicDistributionFileParams,
    query: noQuery,
    response: s.publicDistributionDownloadResponse,
  }),
};

export const distributionRoutes = [
  ...Object.values(distributionRouteTable),
  ...Object.values(masterDistributionRouteTable),
  ...Object.values(publicDistributionRouteTable),
];
