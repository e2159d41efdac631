import { documentRouteTable as routes } from '@masterport/contract';
import { unlinkDocumentFromMasters } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.unlinkMasters, async ({ auth, body }) =>
  unlinkDocumentFromMasters(auth, body.document_id, body.master_ids),
);
