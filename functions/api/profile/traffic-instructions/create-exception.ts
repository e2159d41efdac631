import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { createTrafficException } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.createException, async ({ auth, body }) => createTrafficException(auth, body));
