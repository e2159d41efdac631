import { distributionRouteTable as routes } from '@masterport/contract';
import { markDestinationDelivered } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationMarkDelivered, async ({ auth, body }) =>
  markDestinationDelivered(auth, body.distribution_id, body.call_letters, body.reason),
);
