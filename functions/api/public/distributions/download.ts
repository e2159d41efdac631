import { publicDistributionRouteTable as routes } from '@masterport/contract';
import { publicDistributionReport } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.download, async ({ params }) =>
  publicDistributionReport(params.created_on, params.hash_key),
);
