import { masterFileRoutes } from '@masterport/contract';
import { saveClearanceNumber } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.saveTvbNumber, async ({ auth, body }) => ({
  master: await saveClearanceNumber(auth, body.master_id, 'tvb_number', body.tvb_number),
}));
