import { distributionRouteTable as routes } from '@masterport/contract';
import { selfRedistributeDestination } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationSelfRedistribute, async ({ auth, body }) =>
  selfRedistributeDestination(auth, body.distribution_id, body.call_letters),
);
