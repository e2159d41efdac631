import { invoiceRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-invoice-details`: one of the account's invoices as issued, with its payment status as of now. */
export const useInvoiceDetails = (id: string) => useApiQuery(invoiceRouteTable.getInvoiceDetails, { id });
