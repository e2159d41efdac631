import { masterDistributionRouteTable as routes } from '@masterport/contract';
import { masterDistributions } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDistributionsList, async ({ auth, body }) => masterDistributions(auth, body.master_id));
