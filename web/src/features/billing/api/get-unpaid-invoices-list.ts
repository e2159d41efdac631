import { invoiceRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-unpaid-invoices-list`: the account's unpaid invoices, the earliest due first, and their total. */
export const useUnpaidInvoices = (enabled = true) =>
  useApiQuery(enabled ? invoiceRouteTable.getUnpaidInvoicesList : null);
