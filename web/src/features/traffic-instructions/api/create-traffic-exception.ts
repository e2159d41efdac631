import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/create-exception`: some of the account's stations get their own addresses. */
export const createTrafficException = (body: RouteBody<typeof trafficInstructionsRouteTable.createException>) =>
  callApi(trafficInstructionsRouteTable.createException, body).then(storeTrafficInstructions);
