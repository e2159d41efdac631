import { masterFileRoutes } from '@masterport/contract';
import { checkUniqueId } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.validateUniqueId, async ({ auth, body }) =>
  checkUniqueId(auth, body.unique_id, body.master_id, body.code_system),
);
