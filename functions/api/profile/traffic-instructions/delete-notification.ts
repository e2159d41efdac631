import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { deleteTrafficNotification } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.deleteNotification, async ({ auth, body }) => deleteTrafficNotification(auth, body));
