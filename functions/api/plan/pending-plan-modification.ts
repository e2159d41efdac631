import { planRouteTable as routes } from '@masterport/contract';
import { pendingPlanModification } from '@masterport/core/billing/plan-changes';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.pendingPlanModification, async ({ auth }) => pendingPlanModification(auth));
