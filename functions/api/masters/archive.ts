import { masterFileRoutes } from '@masterport/contract';
import { archiveMaster } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.archive, async ({ auth, body }) => ({
  master: await archiveMaster(auth, body.master_id),
}));
