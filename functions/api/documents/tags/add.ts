import { documentRouteTable as routes } from '@masterport/contract';
import { addDocumentTag } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.addTag, async ({ auth, body }) => addDocumentTag(auth, body));
