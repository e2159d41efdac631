import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { getDeliveryMethod } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth, query }) => getDeliveryMethod(auth, query.call_letters));
