import { masterFileRoutes } from '@masterport/contract';
import { restartWorkflow } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.restartWorkflow, async ({ auth, body }) => ({
  master: await restartWorkflow(auth, body.master_id),
}));
