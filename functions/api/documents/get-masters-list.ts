import { documentRouteTable as routes } from '@masterport/contract';
import { linkedMasters } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getMastersList, async ({ auth, body }) => linkedMasters(auth, body.document_id));
