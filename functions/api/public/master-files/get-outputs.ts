import { publicFileRoutes } from '@masterport/contract';
import { publicMasterOutputs } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getMasterOutputs, async ({ params }) => ({
  outputs: await publicMasterOutputs(params.created_on, params.hash_key),
}));
