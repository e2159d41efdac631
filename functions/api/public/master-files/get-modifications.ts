import { publicFileRoutes } from '@masterport/contract';
import { publicMasterModifications } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(publicFileRoutes.getMasterModifications, async ({ params }) =>
  publicMasterModifications(params.created_on, params.hash_key),
);
