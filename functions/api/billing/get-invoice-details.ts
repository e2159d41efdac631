import { invoiceRouteTable as routes } from '@masterport/contract';
import { invoiceDetails } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getInvoiceDetails, async ({ auth, body }) => invoiceDetails(auth, body.id));
