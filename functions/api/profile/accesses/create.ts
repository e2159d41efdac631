import { teamRouteTable as routes } from '@masterport/contract';
import { inviteAccess } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.create, async ({ auth, body }) => inviteAccess(auth, body));
