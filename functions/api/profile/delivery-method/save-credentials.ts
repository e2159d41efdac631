import { deliveryMethodRouteTable as routes } from '@masterport/contract';
import { saveDeliveryCredentials } from '@masterport/core/delivery';
import { handle } from '#lib/route-handler.ts';

/** Credentials are sealed before they are stored, and never answered: the reply masks them. */
export default handle(routes.saveCredentials, async ({ auth, body }) => saveDeliveryCredentials(auth, body));
