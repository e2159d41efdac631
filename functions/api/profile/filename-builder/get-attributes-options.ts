import { stationFilesRouteTable as routes } from '@masterport/contract';
import { filenameAttributesOptions } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getFilenameAttributes, async () => filenameAttributesOptions());
