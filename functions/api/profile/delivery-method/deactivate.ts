import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { deactivateDeliveryMethod } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.deactivate, async ({ auth, body }) => deactivateDeliveryMethod(auth, body.call_letters));
