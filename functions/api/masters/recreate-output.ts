import { masterFileRoutes } from '@masterport/contract';
import { remakeOutput } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.recreateOutput, async ({ auth, body }) => ({
  master: await remakeOutput(auth, body.master_id, body.output_key),
}));
