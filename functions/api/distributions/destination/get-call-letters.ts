import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionCallLetters } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationGetCallLetters, async ({ auth, body }) =>
  distributionCallLetters(auth, body.distribution_id),
);
