import { invoiceRouteTable } from '@masterport/contract/routes';

/** `download-invoice-pdf/{id}`: the invoice's address; the API answers the PDF itself (the browser keeps the session cookie). */
export const invoicePdfUrl = (id: string) =>
  `/api/${invoiceRouteTable.downloadInvoicePdf.path.replace('{id}', encodeURIComponent(id))}`;
