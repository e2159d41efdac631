import { masterFileRoutes } from '@masterport/contract';
import { searchMasterTags } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.searchTags, async ({ auth, body }) => ({
  tags_list: await searchMasterTags(auth, body.query),
}));
