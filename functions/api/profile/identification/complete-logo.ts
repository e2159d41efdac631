import { identificationRouteTable as routes } from '@masterport/contract';
import { completeLogoUpload } from '@masterport/core/identification';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.completeLogo, async ({ auth, body }) => completeLogoUpload(auth, body.upload_id));
