import { identificationRouteTable as routes } from '@masterport/contract';
import { startLogoUpload } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.saveLogo, async ({ auth, body }) => startLogoUpload(auth, body));
