import { documentRouteTable as routes } from '@masterport/contract';
import { listDocuments } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getList, async ({ auth, query, body }) => listDocuments(auth, query.page, body));
