import { partnerStudioRoutes } from '@masterport/contract';
import { activatePartner } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.activatePartner, async ({ auth, body }) => ({
  partner_studio: await activatePartner(auth, body.studio_id),
}));
