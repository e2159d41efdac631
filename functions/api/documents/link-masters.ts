import { documentRouteTable as routes } from '@masterport/contract';
import { linkDocumentToMasters } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.linkMasters, async ({ auth, body }) =>
  linkDocumentToMasters(auth, body.document_id, body.master_ids),
);
