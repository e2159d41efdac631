import { masterDocumentRouteTable as routes } from '@masterport/contract';
import { unlinkDocumentsFromMaster } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.unlinkDocuments, async ({ auth, body }) =>
  unlinkDocumentsFromMaster(auth, body.master_id, body.document_ids),
);
