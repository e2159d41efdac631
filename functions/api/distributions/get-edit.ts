import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionForEdit } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getEdit, async ({ auth, body }) => distributionForEdit(auth, body.id));
