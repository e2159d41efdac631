import { authRoutes } from '@masterport/contract';
import { getInvitationDetails } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(authRoutes.getInvitation, async ({ body, sourceIp }) => getInvitationDetails(body, sourceIp));
