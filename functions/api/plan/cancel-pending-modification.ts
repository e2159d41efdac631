import { planRouteTable as routes } from '@masterport/contract';
import { withdrawPlanChange } from '@masterport/core/billing/plan-changes';
import { handle } from '#lib/route-handler.ts';

export default handle(routes.cancelPendingModification, async ({ auth }) => withdrawPlanChange(auth));
