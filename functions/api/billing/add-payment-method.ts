import { paymentMethodRouteTable as routes } from '@masterport/contract';
import { addPaymentMethod } from '@masterport/core/billing/payment-methods';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.add, async ({ auth }) => addPaymentMethod(auth));
