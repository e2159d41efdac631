import { receivedSpotRouteTable as routes } from '@masterport/contract';
import { receivedSpotDetails } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ auth, body }) => receivedSpotDetails(auth, body.id));
