import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/delete-notification`. */
export const deleteTrafficNotification = (body: RouteBody<typeof trafficInstructionsRouteTable.deleteNotification>) =>
  callApi(trafficInstructionsRouteTable.deleteNotification, body).then(storeTrafficInstructions);
