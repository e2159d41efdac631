import { paymentMethodRouteTable as routes } from '@masterport/contract';
import { setPrimaryPaymentMethod } from '@masterport/core/billing/payment-methods';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.setPrimary, async ({ auth, body }) => setPrimaryPaymentMethod(auth, body.id));
