import { distributionRouteTable as routes } from '@masterport/contract';
import { redistributeDestination } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationRedistribute, async ({ auth, body }) =>
  redistributeDestination(auth, body.distribution_id, body.call_letters),
);
