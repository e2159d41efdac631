import { invoiceRouteTable as routes } from '@masterport/contract';
import { invoicesList } from '@masterport/core/billing';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getInvoicesList, async ({ auth, body, query }) =>
  invoicesList(auth, query.page, body.filter_by_status),
);
