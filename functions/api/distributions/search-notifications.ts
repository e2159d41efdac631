import { distributionRouteTable as routes } from '@masterport/contract';
import { searchNotifications } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.searchNotifications, async ({ auth, body }) =>
  searchNotifications(auth, body.query ?? ''),
);
