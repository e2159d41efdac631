import { distributionRouteTable as routes } from '@masterport/contract';
import { createDistribution } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.create, async ({ auth, body }) => createDistribution(auth, body));
