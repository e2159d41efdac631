import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/add-exception-call-letter`. */
export const addExceptionCallLetter = (body: RouteBody<typeof trafficInstructionsRouteTable.addExceptionCallLetter>) =>
  callApi(trafficInstructionsRouteTable.addExceptionCallLetter, body).then(storeTrafficInstructions);
