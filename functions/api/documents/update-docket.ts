import { documentRouteTable as routes } from '@masterport/contract';
import { updateDocket } from '@masterport/core/documents';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.updateDocket, async ({ auth, body }) => updateDocket(auth, body));
