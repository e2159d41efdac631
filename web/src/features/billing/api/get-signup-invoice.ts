import { invoiceRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-signup-invoice`: the plan's first month as it will be billed, and what is due now (nothing). */
export const useSignupInvoice = (enabled = true) => useApiQuery(enabled ? invoiceRouteTable.getSignupInvoice : null);
