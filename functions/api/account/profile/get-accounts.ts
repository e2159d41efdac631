import { accountRoutes } from '@masterport/contract';
import { getAccounts } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.getAccounts, async ({ auth }) => ({
  user_accounts: await getAccounts(auth.userId),
}));
