import { publicFileRoutes as routes } from '@masterport/contract';
import { publicDocumentDownload } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.documentDownloadUrl, async ({ params }) =>
  publicDocumentDownload(params.created_on, params.hash_key),
);
