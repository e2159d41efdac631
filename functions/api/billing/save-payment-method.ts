import { paymentMethodRouteTable as routes } from '@masterport/contract';
import { savePaymentMethod } from '@masterport/core/billing/payment-methods';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => savePaymentMethod(auth, body));
