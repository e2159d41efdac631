import type * as definitions from '../routes/cancellation.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const primary = { access: 'user', source: '000', permissions: ['primary_user'] } as const;

export const cancellationRouteFacts = {
  cancelAccount: {
    ...primary,
    area: 'plan',
    method: 'POST',
    path: 'user/account/cancel-account',
  },
  cancelPendingCancellation: {
    ...primary,
    area: 'plan',
    method: 'POST',
    path: 'user/account/cancel-pending-cancellation',
  },
  getDeletion: {
    ...primary,
    area: 'account',
    method: 'GET',
    path: 'user/account/get-deletion',
  },
  reactivate: {
    ...primary,
    area: 'account',
    method: 'POST',
    path: 'user/account/reactivate',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const cancellationRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.cancellationRouteTable>(cancellationRouteFacts);
