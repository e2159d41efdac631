import { teamRouteTable as routes } from '@masterport/contract';
import { listAccesses } from '@masterport/core/team';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth }) => listAccesses(auth));
