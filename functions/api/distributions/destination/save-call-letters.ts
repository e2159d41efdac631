import { distributionRouteTable as routes } from '@masterport/contract';
import { addDistributionCallLetters } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.destinationSaveCallLetters, async ({ auth, body }) =>
  addDistributionCallLetters(auth, body.distribution_id, body.call_letters),
);
