import { documentRouteTable as routes } from '@masterport/contract';
import { documentDetails } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.getDetails, async ({ auth, params }) => documentDetails(auth, params.document_id));
