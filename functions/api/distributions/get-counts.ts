import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionCounts } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getCounts, async ({ auth }) => distributionCounts(auth));
