import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { saveDeliverySettings } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => saveDeliverySettings(auth, body));
