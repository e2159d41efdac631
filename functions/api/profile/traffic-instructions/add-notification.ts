import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { addTrafficNotification } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.addNotification, async ({ auth, body }) => addTrafficNotification(auth, body));
