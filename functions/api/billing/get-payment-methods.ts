import { paymentMethodRouteTable as routes } from '@masterport/contract';
import { getPaymentMethods } from '@masterport/core/billing/payment-methods';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth }) => getPaymentMethods(auth));
