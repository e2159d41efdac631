import { partnerStudioRoutes } from '@masterport/contract';
import { listSelectedStudios } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.getSelected, async ({ auth }) => ({
  partner_studios_list: await listSelectedStudios(auth),
}));
