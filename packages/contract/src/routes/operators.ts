import { defineRoute } from '../route.ts';
import * as s from '../schemas/operators.ts';

const ops = { access: 'operator', area: 'ops', source: 'ours' } as const;

/**
 * The operators' console (docs/billing.md "Operators"): their own sign-in, then the lists of what
 * waits for them, the decisions, and a read-only look-up of an account.
 */
export const operatorRouteTable = {
  signIn: defineRoute({
    access: 'public',
    area: 'ops',
    source: 'ours',
    method: 'POST',
    path: 'ops/sign-in',
    body: s.operatorSignInBody,
    response: s.operatorSessionResponse,
  }),
  signOut: defineRoute({ ...ops, method: 'POST', path: 'ops/sign-out', response: s.operatorSignOutResponse }),
  getQueues: defineRoute({ ...ops, method: 'GET', path: 'ops/get-queues', response: s.operatorQueuesResponse }),
  decideAccount: defineRoute({
    ...ops,
    method: 'POST',
    path: 'ops/decide-account',
    body: s.decideAccountBody,
    response: s.decisionResponse,
  }),
  decidePlanChange: defineRoute({
    ...ops,
    method: 'POST',
    path: 'ops/decide-plan-change',
    body: s.decidePlanChangeBody,
    response: s.decisionResponse,
  }),
  searchAccounts: defineRoute({
    ...ops,
    method: 'POST',
    path: 'ops/search-accounts',
    body: s.searchAccountsBody,
    response: s.searchAccountsResponse,
  }),
  getAccount: defineRoute({
    ...ops,
    method: 'POST',
    path: 'ops/get-account',
    body: s.accountIdOnlyBody,
    response: s.operatorAccountSummaryResponse,
  }),
};

export const operatorRoutes = Object.values(operatorRouteTable);
