import { invoiceRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `get-statement`: what the account owes and the billing month so far, line by line. */
export const useStatement = () => useApiQuery(invoiceRouteTable.getStatement);
