import { authRoutes } from '@masterport/contract';
import { saveNewPassword } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.saveNewPassword, async ({ body }) => {
  await saveNewPassword(body.token, body.password);
  return {};
});
