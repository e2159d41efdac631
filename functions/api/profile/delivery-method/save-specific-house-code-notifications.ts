import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { saveHouseCodeNotifications } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveHouseCodeNotifications, async ({ auth, body }) =>
  saveHouseCodeNotifications(auth, body.emails, body.call_letters),
);
