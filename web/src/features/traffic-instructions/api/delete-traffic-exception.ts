import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/delete-exception`. */
export const deleteTrafficException = (body: RouteBody<typeof trafficInstructionsRouteTable.deleteException>) =>
  callApi(trafficInstructionsRouteTable.deleteException, body).then(storeTrafficInstructions);
