import { partnerStudioRoutes } from '@masterport/contract';
import { listAvailableStudios } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.getAvailable, async ({ auth, query }) => ({
  partner_studios_list: await listAvailableStudios(auth, query.search),
}));
