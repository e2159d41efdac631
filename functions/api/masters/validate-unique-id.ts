import { masterFileRoutes } from '@masterport/contract';
import { verifyUniqueId } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.validateUniqueId, async ({ auth, body }) => verifyUniqueId(auth, body));
