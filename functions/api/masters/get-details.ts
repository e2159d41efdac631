import { masterFileRoutes } from '@masterport/contract';
import { getMasterDetails } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getDetails, async ({ auth, params }) => ({
  master: await getMasterDetails(auth, params.master_id),
}));
