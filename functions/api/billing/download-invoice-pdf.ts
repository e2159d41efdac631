import { invoiceRouteTable as routes } from '@masterport/contract';
import { invoicePdfFile } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.downloadInvoicePdf, async ({ auth, params }) => invoicePdfFile(auth, params.id));
