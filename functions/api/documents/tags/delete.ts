import { documentRouteTable as routes } from '@masterport/contract';
import { deleteDocumentTag } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.deleteTag, async ({ auth, body }) => deleteDocumentTag(auth, body));
