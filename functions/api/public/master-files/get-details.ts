import { publicFileRoutes } from '@masterport/contract';
import { publicMasterDetails } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getMasterDetails, async ({ params }) => ({
  master: await publicMasterDetails(params.created_on, params.hash_key),
}));
