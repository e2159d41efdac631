import { masterFileRoutes } from '@masterport/contract';
import { deleteTagFromMaster } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.deleteTag, async ({ auth, body }) => ({
  master: await deleteTagFromMaster(auth, body),
}));
