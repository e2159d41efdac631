import { masterFileRoutes } from '@masterport/contract';
import { prepareMasterDownload } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.prepareDownload, async ({ auth, body }) => ({
  archive: await prepareMasterDownload(auth, body.master_id, body.category),
}));
