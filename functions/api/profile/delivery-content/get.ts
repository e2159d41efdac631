import { stationFilesRouteTable as routes } from '@masterport/contract';
import { getDeliveryContent } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDeliveryContent, async ({ auth }) => getDeliveryContent(auth));
