import { invoiceRouteTable } from '@masterport/contract';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-invoices-list`: the account's invoices, newest first (page 1: an account has one a month at most). */
export const useInvoices = () => useApiQuery(invoiceRouteTable.getInvoicesList, {});
