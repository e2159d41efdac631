import { documentRouteTable as routes } from '@masterport/contract';
import { searchDocuments } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.search, async ({ auth, body }) => searchDocuments(auth, body.query));
