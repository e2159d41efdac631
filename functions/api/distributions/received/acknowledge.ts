import { receivedSpotRouteTable as routes } from '@masterport/contract';
import { acknowledgeReceived } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.acknowledge, async ({ auth, body }) => acknowledgeReceived(auth, body.id, body.note));
