import { masterFileRoutes } from '@masterport/contract';
import { deleteMasterForGood } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.delete, async ({ auth, body }) => {
  await deleteMasterForGood(auth, body.master_id);
  return {};
});
