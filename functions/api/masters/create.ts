import { masterFileRoutes } from '@masterport/contract';
import { createMasterFromSlate } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.create, async ({ auth, body: { mode, ...slate } }) => {
  const master = await createMasterFromSlate(auth, slate, mode);
  return { master_id: master.id, master };
});
