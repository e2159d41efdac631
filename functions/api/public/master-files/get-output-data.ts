import { publicFileRoutes } from '@masterport/contract';
import { publicOutputData } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getOutputData, async ({ params }) => ({
  file_data: await publicOutputData(params.created_on, params.hash_key, params.default_output),
}));
