import { teamRouteTable as routes } from '@masterport/contract';
import { removeAccess } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => removeAccess(auth, body.id));
