import { planAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import cancelAccount from './cancel-account.ts';
import cancelPendingCancellation from './cancel-pending-cancellation.ts';
import cancelPendingModification from './cancel-pending-modification.ts';
import changePlan from './change-plan.ts';
import pendingPlanModification from './pending-plan-modification.ts';

/** The plan area: plan changes and the account's cancellation (docs/billing.md). */
export const handler = createAreaHandler('plan', planAreaRoutes, [
  pendingPlanModification,
  changePlan,
  cancelPendingModification,
  cancelAccount,
  cancelPendingCancellation,
]);
