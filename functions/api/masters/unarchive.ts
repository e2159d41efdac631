import { masterFileRoutes } from '@masterport/contract';
import { unarchiveMaster } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.unarchive, async ({ auth, body }) => ({
  master: await unarchiveMaster(auth, body.master_id),
}));
