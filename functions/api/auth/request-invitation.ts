import { authRoutes } from '@masterport/contract';
import { requestInvitation } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.requestInvitation, async ({ body, sourceIp }) => {
  await requestInvitation(body, sourceIp);
  return {};
});
