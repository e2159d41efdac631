import { stationFilesRouteTable as routes } from '@masterport/contract';
import { getXmlSlateBuilder } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getXmlSlateBuilder, async ({ auth }) => getXmlSlateBuilder(auth));
