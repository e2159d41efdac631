import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionConfirmation } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadConfirmation, async ({ auth, params }) =>
  distributionConfirmation(auth, params.id),
);
