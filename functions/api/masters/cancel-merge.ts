import { masterFileRoutes } from '@masterport/contract';
import { cancelMerge } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.cancelMerge, async ({ auth, body }) => ({
  master: await cancelMerge(auth, body.master_id),
}));
