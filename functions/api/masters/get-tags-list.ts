import { masterFileRoutes } from '@masterport/contract';
import { masterTagsList } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getTagsList, async ({ auth, query }) => masterTagsList(auth, query.page));
