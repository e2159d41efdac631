import { masterFileRoutes } from '@masterport/contract';
import { acknowledgeQualityControl } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.acknowledgeQualityControl, async ({ auth, body }) => ({
  master: await acknowledgeQualityControl(auth, body.master_id),
}));
