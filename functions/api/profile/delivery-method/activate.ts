import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { activateDeliveryMethod } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.activate, async ({ auth, body }) =>
  activateDeliveryMethod(auth, body.method, body.call_letters),
);
