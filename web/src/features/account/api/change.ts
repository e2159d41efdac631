import { accountRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `user/account/change`: the session of another of the user's accounts. */
export const changeAccount = (account_id: string) => callApi(accountRoutes.change, { account_id });
