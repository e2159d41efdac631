import { documentRouteTable as routes } from '@masterport/contract';
import { deleteDocument } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.delete, async ({ auth, body }) => deleteDocument(auth, body.document_id));
