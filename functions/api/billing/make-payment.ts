import { invoiceRouteTable as routes } from '@masterport/contract';
import { makePayment } from '@masterport/core/billing/payments';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.makePayment, async ({ auth, body, sourceIp }) => makePayment(auth, body, sourceIp));
