import { planAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import cancelPendingModification from './cancel-pending-modification.ts';
import changePlan from './change-plan.ts';
import pendingPlanModification from './pending-plan-modification.ts';

/**
 * The plan area: plan changes (docs/billing.md "Plan changes"); the cancellation's calls answer 501
 * not_implemented until their feature is built.
 */
export const handler = createAreaHandler('plan', planAreaRoutes, [
  pendingPlanModification,
  changePlan,
  cancelPendingModification,
]);
