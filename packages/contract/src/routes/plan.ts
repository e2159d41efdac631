import { defineRoute } from '../route.ts';
import * as s from '../schemas/plan.ts';
import { planRouteFacts } from '../route-facts/plan.ts';

/**
 * Plan changes (docs/billing.md "Plan changes"). Any member may see the pending change; asking for
 * one and withdrawing it are the primary user's (checked in the call, so a member is told the seed's
 * "not the primary user" rather than a missing key).
 */
export const planRouteTable = {
  pendingPlanModification: defineRoute({
    ...planRouteFacts.pendingPlanModification,
    response: s.pendingPlanModificationResponse,
  }),
  changePlan: defineRoute({
    ...planRouteFacts.changePlan,
    body: s.changePlanBody,
    response: s.planChangeResponse,
  }),
  cancelPendingModification: defineRoute({
    ...planRouteFacts.cancelPendingModification,
    response: s.planChangeResponse,
  }),
};

export const planRoutes = Object.values(planRouteTable);
