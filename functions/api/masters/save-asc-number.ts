import { masterFileRoutes } from '@masterport/contract';
import { saveClearanceNumber } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.saveAscNumber, async ({ auth, body }) => ({
  master: await saveClearanceNumber(auth, body.master_id, 'asc_number', body.asc_number),
}));
