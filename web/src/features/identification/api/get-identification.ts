import { identificationRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `identification/get`: the account's name, address, language and logo. */
export const useIdentification = () => useApiQuery(identificationRouteTable.get);
