import { publicDistributionRouteTable as routes } from '@masterport/contract';
import { publicDistribution } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ params }) => publicDistribution(params.created_on, params.hash_key));
