import { documentRouteTable as routes } from '@masterport/contract';
import { documentDownloadUrl } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDownloadUrl, async ({ auth, body }) =>
  documentDownloadUrl(auth, body.document_id, body.inline),
);
