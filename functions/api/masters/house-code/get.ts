import { masterFileRoutes } from '@masterport/contract';
import { masterHouseCodes } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.houseCodeGet, async ({ auth, body }) =>
  masterHouseCodes(auth, body.master_file_id),
);
