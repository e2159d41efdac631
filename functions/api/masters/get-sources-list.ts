import { masterFileRoutes } from '@masterport/contract';
import { listSources } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getSourcesList, async ({ auth, body }) => ({
  sources_list: await listSources(auth, body.master_id),
}));
