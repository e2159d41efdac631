import { distributionRouteTable as routes } from '@masterport/contract';
import { checkStations } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.checkStations, async ({ auth, body }) => checkStations(auth, body.call_letters_ids));
