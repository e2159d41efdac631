import { defineRoute } from '../route.ts';
import * as s from '../schemas/plan.ts';

const plan = { access: 'user', area: 'plan', source: '000' } as const;

/**
 * Plan changes (docs/billing.md "Plan changes"). Any member may see the pending change; asking for
 * one and withdrawing it are the primary user's (checked in the call, so a member is told the seed's
 * "not the primary user" rather than a missing key).
 */
export const planRouteTable = {
  pendingPlanModification: defineRoute({
    ...plan,
    method: 'GET',
    path: 'user/account/pending-plan-modification',
    response: s.pendingPlanModificationResponse,
  }),
  changePlan: defineRoute({
    ...plan,
    method: 'POST',
    path: 'user/account/change-plan',
    body: s.changePlanBody,
    response: s.planChangeResponse,
  }),
  cancelPendingModification: defineRoute({
    ...plan,
    method: 'POST',
    path: 'user/account/cancel-pending-modification',
    response: s.planChangeResponse,
  }),
};

export const planRoutes = Object.values(planRouteTable);
