import { stationFilesRouteTable as routes } from '@masterport/contract';
import { saveXmlSlateBuilder } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveXmlSlateBuilder, async ({ auth, body }) =>
  saveXmlSlateBuilder(auth, body.xml_slate_builder),
);
