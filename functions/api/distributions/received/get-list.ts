import { receivedSpotRouteTable as routes } from '@masterport/contract';
import { listReceivedSpots } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getList, async ({ auth, body }) => listReceivedSpots(auth, body));
