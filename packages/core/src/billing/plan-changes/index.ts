/** Plan changes (docs/billing.md "Plan changes"): asked for, decided by an operator, in effect. */
export {
  approvePlanChange,
  pendingPlanModification,
  refusePlanChange,
  requestPlanChange,
  withdrawPlanChange,
} from './plan-changes.ts';
export { planChangeProration } from './proration.ts';
export { mailPlanDecision } from './plan-mails.ts';
