import { publicFileRoutes as routes } from '@masterport/contract';
import { publicDocument } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.documentViewData, async ({ params }) =>
  publicDocument(params.created_on, params.hash_key),
);
