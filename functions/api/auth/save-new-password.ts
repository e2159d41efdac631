import { authRoutes } from '@masterport/contract';
import { saveNewPassword } from '@masterport/core/accounts';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.saveNewPassword, async ({ body, sourceIp }) => {
  await saveNewPassword(body.token, body.password, sourceIp);
  return {};
});
