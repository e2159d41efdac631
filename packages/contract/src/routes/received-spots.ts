import { defineRoute } from '../route.ts';
import * as s from '../schemas/received-spots.ts';

const r = 'user/distributions/received';
const received = { access: 'user', area: 'distributions', source: 'ours' } as const;
/**
 * Decided (docs/api.md, "The station's inbox"): reading the inbox is viewing distributions, the
 * station's side of them (`view_distributions`); acknowledging acts on one (`manage_distributions`).
 * No new keys: every plan already holds both, and what a station sees is bounded by its call letters.
 */
const view = ['view_distributions'] as const;
const manage = ['manage_distributions'] as const;

/** A station's inbox (issue 28): the spots delivered to the account's call letters. The distributions area serves it. */
export const receivedSpotRouteTable = {
  getList: defineRoute({
    ...received,
    method: 'POST',
    path: `${r}/get-list`,
    permissions: view,
    body: s.receivedSpotListBody,
    response: s.receivedSpotListResponse,
  }),
  getDetails: defineRoute({
    ...received,
    method: 'POST',
    path: `${r}/get-details`,
    permissions: view,
    body: s.receivedSpotIdBody,
    response: s.receivedSpotResponse,
  }),
  /** A short-lived link to one file, under the station's own name; records the download (who, when). */
  getDownloadUrl: defineRoute({
    ...received,
    method: 'POST',
    path: `${r}/get-download-url`,
    permissions: view,
    body: s.receivedSpotDownloadBody,
    response: s.receivedSpotDownloadResponse,
  }),
  acknowledge: defineRoute({
    ...received,
    method: 'POST',
    path: `${r}/acknowledge`,
    permissions: manage,
    body: s.acknowledgeReceivedSpotBody,
    response: s.receivedSpotResponse,
  }),
};

export const receivedSpotRoutes = Object.values(receivedSpotRouteTable);
