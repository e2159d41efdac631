import { masterFileRoutes } from '@masterport/contract';
import { outputDownloadUrl } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getDownloadUrl, async ({ auth, params }) =>
  outputDownloadUrl(auth, params.master_id, params.output_key),
);
