import { defineRoute } from '../route.ts';
import * as s from '../schemas/received-spots.ts';
import { receivedSpotRouteFacts } from '../route-facts/received-spots.ts';

/** A station's inbox (issue 28): the spots delivered to the account's call letters. The distributions area serves it. */
export const receivedSpotRouteTable = {
  getList: defineRoute({
    ...receivedSpotRouteFacts.getList,
    body: s.receivedSpotListBody,
    response: s.receivedSpotListResponse,
  }),
  getDetails: defineRoute({
    ...receivedSpotRouteFacts.getDetails,
    body: s.receivedSpotIdBody,
    response: s.receivedSpotResponse,
  }),
  /** A short-lived link to one file, under the station's own name; records the download (who, when). */
  getDownloadUrl: defineRoute({
    ...receivedSpotRouteFacts.getDownloadUrl,
    body: s.receivedSpotDownloadBody,
    response: s.receivedSpotDownloadResponse,
  }),
  acknowledge: defineRoute({
    ...receivedSpotRouteFacts.acknowledge,
    body: s.acknowledgeReceivedSpotBody,
    response: s.receivedSpotResponse,
  }),
};

export const receivedSpotRoutes = Object.values(receivedSpotRouteTable);
