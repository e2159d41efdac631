import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { testDeliveryConnection } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.testConnection, async ({ auth, body }) => ({
  test: await testDeliveryConnection(auth, body.method, body.call_letters),
}));
