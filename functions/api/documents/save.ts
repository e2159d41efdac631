import { documentRouteTable as routes } from '@masterport/contract';
import { renameDocument } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => renameDocument(auth, body));
