import { masterFileRoutes } from '@masterport/contract';
import { saveThumbnail } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.saveThumbnail, async ({ auth, body }) => ({
  master: await saveThumbnail(auth, body.master_id, body.thumbnail_id),
}));
