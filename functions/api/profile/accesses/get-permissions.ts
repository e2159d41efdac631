import { teamRouteTable as routes } from '@masterport/contract';
import { getAccessPermissions } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getPermissions, async ({ auth, body }) => getAccessPermissions(auth, body.id));
