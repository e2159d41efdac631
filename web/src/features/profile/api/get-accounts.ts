import { accountRoutes } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `user/profile/get-accounts`: the accounts the user belongs to. */
export const useUserAccounts = () => useApiQuery(accountRoutes.getAccounts);
