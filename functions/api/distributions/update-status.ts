import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionStatuses } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.updateStatus, async ({ auth, body }) =>
  distributionStatuses(auth, body.distributions_ids),
);
