import { publicFileRoutes as routes } from '@masterport/contract';
import { sharedMasterDocuments } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.sharedMasterDocuments, async ({ body }) =>
  sharedMasterDocuments(body.created_on, body.hash_key),
);
