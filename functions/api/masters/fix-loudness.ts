import { masterFileRoutes } from '@masterport/contract';
import { fixLoudness } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.fixLoudness, async ({ auth, body }) => ({
  master: await fixLoudness(auth, body.master_id),
}));
