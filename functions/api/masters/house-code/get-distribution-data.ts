import { masterFileRoutes } from '@masterport/contract';
import { masterHouseCodeDistributions } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.houseCodeGetDistributionData, async ({ auth, body }) =>
  masterHouseCodeDistributions(auth, body.master_file_id),
);
