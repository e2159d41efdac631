import { masterFileRoutes } from '@masterport/contract';
import { masterStatuses } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.updateStatus, async ({ auth, body }) => ({
  mastersStatus: await masterStatuses(auth, body.master_files_ids),
}));
