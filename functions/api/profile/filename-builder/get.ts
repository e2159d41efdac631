import { stationFilesRouteTable as routes } from '@masterport/contract';
import { getFilenameBuilder } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getFilenameBuilder, async ({ auth }) => getFilenameBuilder(auth));
