import { masterDistributionRouteTable as routes } from '@masterport/contract';
import { masterDistributionsPdf } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadDistributionsPdf, async ({ auth, params }) =>
  masterDistributionsPdf(auth, params.id),
);
