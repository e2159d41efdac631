import { masterFileRoutes } from '@masterport/contract';
import { searchMasters } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.search, async ({ auth, body }) => ({
  masters_list: await searchMasters(auth, body.query),
}));
