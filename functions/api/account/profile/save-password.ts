import { accountRoutes } from '@masterport/contract';
import { changePassword } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(accountRoutes.savePassword, async ({ auth, body }) => {
  await changePassword(auth.userId, body.current_password, body.password);
  return {};
});
