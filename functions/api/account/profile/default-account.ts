import { accountRoutes } from '@masterport/contract';
import { setDefaultAccount } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.defaultAccount, async ({ auth, body }) => ({
  user_accounts: await setDefaultAccount(auth.userId, body.account_id),
}));
