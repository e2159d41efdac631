import { accountRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAccounts } from './store-accounts.ts';

/** `user/profile/remove-account`: the user leaves an account. */
export const leaveAccount = (account_id: string) =>
  callApi(accountRoutes.removeAccount, { account_id }).then(storeAccounts);
