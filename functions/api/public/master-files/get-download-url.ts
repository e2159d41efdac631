import { publicFileRoutes } from '@masterport/contract';
import { publicMasterDownloadUrl } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getMasterDownloadUrl, async ({ params }) =>
  publicMasterDownloadUrl(params.created_on, params.hash_key, params.output_key),
);
