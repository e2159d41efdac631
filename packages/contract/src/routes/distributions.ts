import * as z from 'zod';
import { defineRoute, fileResponse } from '../route.ts';
import { idField, shareLinkParams } from '../schemas/fields.ts';
import { masterIdBody, pageQuery } from '../schemas/masters.ts';
import * as s from '../schemas/distributions.ts';
import {
  distributionRouteFacts,
  masterDistributionRouteFacts,
  publicDistributionRouteFacts,
} from '../route-facts/distributions.ts';

const noQuery = z.strictObject({});

/**
 * An account's distributions (seed 001 §7): the wizard's drafts, sending, the list and its counts,
 * each destination's progress and actions, the PDF report.
 */
export const distributionRouteTable = {
  getList: defineRoute({
    ...distributionRouteFacts.getList,
    query: pageQuery,
    body: s.distributionListFilters,
    response: s.distributionListResponse,
  }),
  getCounts: defineRoute({
    ...distributionRouteFacts.getCounts,
    query: noQuery,
    response: s.distributionCountsResponse,
  }),
  /**
   * Ours (issue 32): the caller's delivered spots that no longer meet their station's spec, since the
   * station changed it; each is delivered again by `destination/redistribute`.
   */
  getSpecNotices: defineRoute({
    ...distributionRouteFacts.getSpecNotices,
    query: noQuery,
    response: s.specNoticesResponse,
  }),
  create: defineRoute({
    ...distributionRouteFacts.create,
    body: s.saveDistributionBody,
    response: s.savedDistributionResponse,
  }),
  save: defineRoute({
    ...distributionRouteFacts.save,
    body: s.saveDistributionBody,
    response: s.savedDistributionResponse,
  }),
  delete: defineRoute({
    ...distributionRouteFacts.delete,
    body: s.distributionIdBody,
    response: s.savedDistributionResponse,
  }),
  getEdit: defineRoute({
    ...distributionRouteFacts.getEdit,
    body: s.distributionIdBody,
    response: s.distributionEditResponse,
  }),
  getDetails: defineRoute({
    ...distributionRouteFacts.getDetails,
    params: s.distributionDetailsParams,
    query: noQuery,
    response: s.distributionDetailsResponse,
  }),
  updateStatus: defineRoute({
    ...distributionRouteFacts.updateStatus,
    body: s.updateDistributionStatusBody,
    response: s.distributionStatusResponse,
  }),
  destinationGetDetails: defineRoute({
    ...distributionRouteFacts.destinationGetDetails,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  destinationRedistribute: defineRoute({
    ...distributionRouteFacts.destinationRedistribute,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  /** Ours in meaning (the seed names it only): the destination again, by web link whatever the station's method, to the station and to the caller. */
  destinationSelfRedistribute: defineRoute({
    ...distributionRouteFacts.destinationSelfRedistribute,
    body: s.destinationBody,
    response: s.destinationResponse,
  }),
  destinationMarkDelivered: defineRoute({
    ...distributionRouteFacts.destinationMarkDelivered,
    body: s.markDeliveredBody,
    response: s.destinationResponse,
  }),
  destinationDelete: defineRoute({
    ...distributionRouteFacts.destinationDelete,
    body: s.destinationBody,
    response: s.distributionDetailsResponse,
  }),
  /** Ours (issue 25): which of the picked stations can receive (a delivery method, and someone told of a link), before sending. */
  checkStations: defineRoute({
    ...distributionRouteFacts.checkStations,
    body: s.checkStationsBody,
    response: s.checkStationsResponse,
  }),
  preview: defineRoute({
    ...distributionRouteFacts.preview,
    body: s.saveDistributionBody,
    response: s.distributionPreviewResponse,
  }),
  searchNotifications: defineRoute({
    ...distributionRouteFacts.searchNotifications,
    body: s.searchNotificationsBody,
    response: s.notificationsSearchResponse,
  }),
  destinationGetContacts: defineRoute({
    ...distributionRouteFacts.destinationGetContacts,
    body: s.destinationBody,
    response: s.destinationContactsResponse,
  }),
  destinationGetCallLetters: defineRoute({
    ...distributionRouteFacts.destinationGetCallLetters,
    body: s.distributionCallLettersBody,
    response: s.distributionCallLettersResponse,
  }),
  destinationSaveCallLetters: defineRoute({
    ...distributionRouteFacts.destinationSaveCallLetters,
    body: s.saveDistributionCallLettersBody,
    response: s.distributionDetailsResponse,
  }),
  downloadPdf: defineRoute({
    ...distributionRouteFacts.downloadPdf,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
  }),
  /** The sender's confirmation report as it stands (delivered everywhere, then acknowledged everywhere): the page's "Delivery confirmation". */
  downloadConfirmation: defineRoute({
    ...distributionRouteFacts.downloadConfirmation,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
  }),
};

export const masterDistributionRouteTable = {
  getDistributionsList: defineRoute({
    ...masterDistributionRouteFacts.getDistributionsList,
    body: masterIdBody,
    response: s.relatedDistributionsResponse,
  }),
  downloadDistributionsPdf: defineRoute({
    ...masterDistributionRouteFacts.downloadDistributionsPdf,
    params: { id: idField() },
    query: noQuery,
    response: fileResponse,
  }),
};

/** What a station opens from its e-mail: its files of one distribution, each downloadable. */
export const publicDistributionRouteTable = {
  getDetails: defineRoute({
    ...publicDistributionRouteFacts.getDetails,
    params: shareLinkParams(),
    query: noQuery,
    response: s.publicDistributionResponse,
  }),
  saveHouseCode: defineRoute({
    ...publicDistributionRouteFacts.saveHouseCode,
    body: s.saveHouseCodesBody,
    response: s.publicDistributionResponse,
  }),
  /** The station's delivery certificate (its part of the report), in its language. */
  download: defineRoute({
    ...publicDistributionRouteFacts.download,
    params: shareLinkParams(),
    query: noQuery,
    response: fileResponse,
  }),
  getDownloadUrl: defineRoute({
    ...publicDistributionRouteFacts.getDownloadUrl,
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
