import { partnerStudioRoutes } from '@masterport/contract';
import { deactivatePartner } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.deactivatePartner, async ({ auth, body }) => ({
  partner_studio: await deactivatePartner(auth, body.studio_id),
}));
