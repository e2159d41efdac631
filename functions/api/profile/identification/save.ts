import { identificationRouteTable as routes } from '@masterport/contract';
import { saveIdentification } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => saveIdentification(auth, body));
