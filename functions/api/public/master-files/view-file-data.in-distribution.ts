import { publicFileRoutes } from '@masterport/contract';
import { distributionFileView } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.distributionFileView, async ({ params }) => ({
  file_data: await distributionFileView(params, params.output_key),
}));
