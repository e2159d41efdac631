import { masterFileRoutes } from '@masterport/contract';
import { addTagToMaster } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.addTag, async ({ auth, body }) => ({
  master: await addTagToMaster(auth, body),
}));
