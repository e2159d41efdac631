import { masterDocumentRouteTable as routes } from '@masterport/contract';
import { linkDocumentsToMaster } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.linkDocuments, async ({ auth, body }) =>
  linkDocumentsToMaster(auth, body.master_id, body.document_ids),
);
