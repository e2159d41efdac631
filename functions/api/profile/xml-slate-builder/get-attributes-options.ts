import { stationFilesRouteTable as routes } from '@masterport/contract';
import { xmlSlateAttributesOptions } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getXmlSlateAttributes, async () => xmlSlateAttributesOptions());
