import { paymentMethodRouteTable as routes } from '@masterport/contract';
import { deletePaymentMethod } from '@masterport/core/billing/payment-methods';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => deletePaymentMethod(auth, body.id));
