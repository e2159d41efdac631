import { stationFilesRouteTable as routes } from '@masterport/contract';
import { saveDeliveryContent } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveDeliveryContent, async ({ auth, body }) =>
  saveDeliveryContent(auth, body.delivery_content),
);
