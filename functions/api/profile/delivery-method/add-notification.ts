import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { addDeliveryNotification } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.addNotification, async ({ auth, body }) =>
  addDeliveryNotification(auth, body.email, body.call_letters),
);
