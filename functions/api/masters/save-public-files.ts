import { masterFileRoutes } from '@masterport/contract';
import { savePublicFiles } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.savePublicFiles, async ({ auth, body }) =>
  savePublicFiles(auth, body.master_id, { broadcast: body.broadcast, until: body.until }),
);
