import { distributionRouteTable as routes } from '@masterport/contract';
import { saveDistributionDraft } from '@masterport/core/distributions';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.save, async ({ auth, body }) => saveDistributionDraft(auth, body));
