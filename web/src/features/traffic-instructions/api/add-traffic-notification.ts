import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/add-notification`: to the account's list, or to an exception's. */
export const addTrafficNotification = (body: RouteBody<typeof trafficInstructionsRouteTable.addNotification>) =>
  callApi(trafficInstructionsRouteTable.addNotification, body).then(storeTrafficInstructions);
