import { stationFilesRouteTable as routes } from '@masterport/contract';
import { saveFilenameBuilder } from '@masterport/core/station-files';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveFilenameBuilder, async ({ auth, body }) =>
  saveFilenameBuilder(auth, body.filename_builder),
);
