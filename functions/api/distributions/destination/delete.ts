import { distributionRouteTable as routes } from '@masterport/contract';
import { deleteDestination } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationDelete, async ({ auth, body }) =>
  deleteDestination(auth, body.distribution_id, body.call_letters),
);
