import type * as definitions from '../routes/operators.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const ops = { access: 'operator', area: 'ops', source: 'ours' } as const;

export const operatorRouteFacts = {
  signIn: {
    access: 'public',
    area: 'ops',
    source: 'ours',
    method: 'POST',
    path: 'ops/sign-in',
  },
  signOut: {
    ...ops,
    method: 'POST',
    path: 'ops/sign-out',
  },
  getQueues: {
    ...ops,
    method: 'GET',
    path: 'ops/get-queues',
  },
  decideAccount: {
    ...ops,
    method: 'POST',
    path: 'ops/decide-account',
  },
  decidePlanChange: {
    ...ops,
    method: 'POST',
    path: 'ops/decide-plan-change',
  },
  searchAccounts: {
    ...ops,
    method: 'POST',
    path: 'ops/search-accounts',
  },
  getAccount: {
    ...ops,
    method: 'POST',
    path: 'ops/get-account',
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const operatorRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.operatorRouteTable>(operatorRouteFacts);
