import { invoiceRouteTable as routes } from '@masterport/contract';
import { unpaidInvoices } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getUnpaidInvoicesList, async ({ auth }) => unpaidInvoices(auth));
