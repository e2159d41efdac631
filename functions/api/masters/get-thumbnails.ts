import { masterFileRoutes } from '@masterport/contract';
import { listThumbnails } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getThumbnails, async ({ auth, query }) => ({
  thumbnails_list: await listThumbnails(auth, query.id),
}));
