import { trafficInstructionsRouteTable as routes } from '@masterport/contract';
import { deleteTrafficException } from '@masterport/core/traffic-instructions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.deleteException, async ({ auth, body }) => deleteTrafficException(auth, body.id));
