import { teamRouteTable as routes } from '@masterport/contract';
import { resendInvitation } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.resendInvitation, async ({ auth, body }) => resendInvitation(auth, body.id));
