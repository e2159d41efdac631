import { identificationRouteTable as routes } from '@masterport/contract';
import { getIdentification } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.get, async ({ auth }) => getIdentification(auth));
