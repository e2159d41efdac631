import { accountRoutes } from '@masterport/contract';
import { leaveAccount } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.removeAccount, async ({ auth, body }) => ({
  user_accounts: await leaveAccount(auth.userId, body.account_id),
}));
