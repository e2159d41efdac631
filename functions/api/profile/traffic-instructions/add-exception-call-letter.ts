import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { addTrafficExceptionCallLetter } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.addExceptionCallLetter, async ({ auth, body }) =>
  addTrafficExceptionCallLetter(auth, body),
);
