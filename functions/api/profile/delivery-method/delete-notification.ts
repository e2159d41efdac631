import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { deleteDeliveryNotification } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.deleteNotification, async ({ auth, body }) =>
  deleteDeliveryNotification(auth, body.email, body.call_letters),
);
