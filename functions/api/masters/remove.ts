import { masterFileRoutes } from '@masterport/contract';
import { removeMasterFromList } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.remove, async ({ auth, body }) => {
  await removeMasterFromList(auth, body.master_id);
  return {};
});
