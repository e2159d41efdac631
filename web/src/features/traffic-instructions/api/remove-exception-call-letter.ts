import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeTrafficInstructions } from './store-traffic-instructions.ts';

/** `traffic-instructions/remove-exception-call-letter`: an exception keeps one station at least. */
export const removeExceptionCallLetter = (
  body: RouteBody<typeof trafficInstructionsRouteTable.removeExceptionCallLetter>,
) => callApi(trafficInstructionsRouteTable.removeExceptionCallLetter, body).then(storeTrafficInstructions);
