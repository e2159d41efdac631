import { teamRouteTable as routes } from '@masterport/contract';
import { saveAccessPermissions } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.savePermissions, async ({ auth, body }) =>
  saveAccessPermissions(auth, body.id, body.permissions),
);
