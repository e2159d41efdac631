import { documentRouteTable as routes } from '@masterport/contract';
import { documentDistributions } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDistributionsList, async ({ auth, body }) =>
  documentDistributions(auth, body.document_id),
);
