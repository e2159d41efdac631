import { accountRoutes } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `user/profile/get-accounts`: every account of the user, with what the user may do in each. */
export const useAuthorizations = () => useApiQuery(accountRoutes.getAccounts);
