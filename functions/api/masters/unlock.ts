import { masterFileRoutes } from '@masterport/contract';
import { setMasterLock } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.unlock, async ({ auth, body }) => ({
  master: await setMasterLock(auth, body.master_id, false),
}));
