import { publicFileRoutes } from '@masterport/contract';
import { publicMasterStatuses } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.updateMasterStatus, async ({ body }) => ({
  mastersStatus: await publicMasterStatuses(body.master_files),
}));
