import { documentRouteTable as routes } from '@masterport/contract';
import { documentDistributionsPdf } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadDistributionsPdf, async ({ auth, params }) =>
  documentDistributionsPdf(auth, params.id),
);
