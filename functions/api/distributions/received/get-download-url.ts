import { receivedSpotRouteTable as routes } from '@masterport/contract';
import { receivedSpotDownload } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDownloadUrl, async ({ auth, body }) =>
  receivedSpotDownload(auth, body.id, body.file_id),
);
