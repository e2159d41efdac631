import { publicFileRoutes } from '@masterport/contract';
import { publicQualityControl } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getQualityControl, async ({ params }) => ({
  quality_control: await publicQualityControl(params.created_on, params.hash_key),
}));
