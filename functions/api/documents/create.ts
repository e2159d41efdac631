import { documentRouteTable as routes } from '@masterport/contract';
import { createDocument } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.create, async ({ auth, body }) => createDocument(auth, body));
