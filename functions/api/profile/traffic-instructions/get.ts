import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { getTrafficInstructions } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth }) => getTrafficInstructions(auth));
