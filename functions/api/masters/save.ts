import { masterFileRoutes } from '@masterport/contract';
import { saveMasterSlate } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.save, async ({ auth, body: { mode, master_id, ...slate } }) => ({
  master: await saveMasterSlate(auth, master_id, slate, mode),
}));
