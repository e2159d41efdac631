import { distributionRouteTable as routes } from '@masterport/contract';
import { deleteDistribution } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => deleteDistribution(auth, body.id));
