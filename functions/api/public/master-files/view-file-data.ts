import { publicFileRoutes } from '@masterport/contract';
import { publicFileView } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.viewFileData, async ({ params }) => ({
  file_data: await publicFileView(params.created_on, params.hash_key, params.output_key),
}));
