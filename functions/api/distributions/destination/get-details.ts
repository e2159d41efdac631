import { distributionRouteTable as routes } from '@masterport/contract';
import { destinationDetails } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationGetDetails, async ({ auth, body }) =>
  destinationDetails(auth, body.distribution_id, body.call_letters),
);
