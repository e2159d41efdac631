import type * as definitions from '../routes/plan.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const plan = { access: 'user', area: 'plan', source: '000' } as const;

export const planRouteFacts = {
  pendingPlanModification: {
    ...plan,
    method: 'GET',
    path: 'user/account/pending-plan-modification',
  },
  changePlan: {
    ...plan,
    method: 'POST',
    path: 'user/account/change-plan',
  },
  cancelPendingModification: {
    ...plan,
    method: 'POST',
    path: 'user/account/cancel-pending-modification',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const planRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.planRouteTable>(planRouteFacts);
