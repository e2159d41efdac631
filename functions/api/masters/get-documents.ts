import { masterDocumentRouteTable as routes } from '@masterport/contract';
import { masterDocuments } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDocuments, async ({ auth, body }) => masterDocuments(auth, body.master_id));
