import { partnerStudioRoutes } from '@masterport/contract';
import { addPartnerNotification } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.addNotification, async ({ auth, body }) => ({
  notifications_list: await addPartnerNotification(auth, body.studio_id, body.email),
}));
