import { distributionRouteTable as routes } from '@masterport/contract';
import { distributionDetailsByRef } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ auth, params }) => distributionDetailsByRef(auth, params.ref));
