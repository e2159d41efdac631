import { partnerStudioRoutes } from '@masterport/contract';
import { partnerNotifications } from '@masterport/core/partners';
import { handle } from '#lib/route-handler.ts';

export default handle(partnerStudioRoutes.getNotifications, async ({ auth, query }) => ({
  notifications_list: await partnerNotifications(auth, query.studio_id),
}));
