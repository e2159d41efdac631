import { masterFileRoutes } from '@masterport/contract';
import { getMasterDetails } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getEdit, async ({ auth, body }) => ({
  master: await getMasterDetails(auth, body.master_id),
}));
