import { documentRouteTable as routes } from '@masterport/contract';
import { completeDocumentUpload } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.completeUpload, async ({ auth, body }) => completeDocumentUpload(auth, body.document_id));
