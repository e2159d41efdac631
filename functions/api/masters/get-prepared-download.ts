import { masterFileRoutes } from '@masterport/contract';
import { masterDownload } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getPreparedDownload, async ({ auth, params }) => ({
  archive: await masterDownload(auth, params.archive_id),
}));
