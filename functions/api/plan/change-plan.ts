import { planRouteTable as routes } from '@masterport/contract';
import { requestPlanChange } from '@masterport/core/billing/plan-changes';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.changePlan, async ({ auth, body }) => requestPlanChange(auth, body));
