import { accountRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAccounts } from './store-accounts.ts';

/** `user/profile/default-account`: the account opened after sign-in. */
export const makeDefaultAccount = (account_id: string) =>
  callApi(accountRoutes.defaultAccount, { account_id }).then(storeAccounts);
