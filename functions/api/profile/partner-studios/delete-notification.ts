import { partnerStudioRoutes } from '@masterport/contract';
import { deletePartnerNotification } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.deleteNotification, async ({ auth, body }) => ({
  notifications_list: await deletePartnerNotification(auth, body.studio_id, body.email),
}));
