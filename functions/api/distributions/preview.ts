import { distributionRouteTable as routes } from '@masterport/contract';
import { previewDistribution } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.preview, async ({ auth, body }) => previewDistribution(auth, body));
