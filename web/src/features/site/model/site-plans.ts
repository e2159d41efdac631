import type { PlanKey } from '@masterport/contract';

/** The order the public pages show the plans in: who makes spots first, who receives them last. */
export const SITE_PLAN_ORDER = [
  'content_creator',
  'partner_studio',
  'pay_per_use',
  'broadcaster',
] as const satisfies readonly PlanKey[];
export type SitePlan = (typeof SITE_PLAN_ORDER)[number];

// Every plan of the contract has its place: a new plan fails the typecheck here until it is given one.
type Missing = Exclude<PlanKey, SitePlan>;
const everyPlanShown: [Missing] extends [never] ? true : Missing = true;
void everyPlanShown;
