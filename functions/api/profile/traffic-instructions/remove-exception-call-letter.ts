import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { removeTrafficExceptionCallLetter } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.removeExceptionCallLetter, async ({ auth, body }) =>
  removeTrafficExceptionCallLetter(auth, body),
);
