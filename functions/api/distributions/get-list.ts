import { distributionRouteTable as routes } from '@masterport/contract';
import { listDistributions } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getList, async ({ auth, query, body }) => listDistributions(auth, query.page, body));
