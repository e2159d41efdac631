import { defineRoute } from '../route.ts';
import * as s from '../schemas/operators.ts';
import { operatorRouteFacts } from '../route-facts/operators.ts';

/**
 * The operators' console (docs/billing.md "Operators"): their own sign-in, then the lists of what
 * waits for them, the decisions, and a read-only look-up of an account.
 */
export const operatorRouteTable = {
  signIn: defineRoute({
    ...operatorRouteFacts.signIn,
    body: s.operatorSignInBody,
    response: s.operatorSessionResponse,
  }),
  signOut: defineRoute({
    ...operatorRouteFacts.signOut,
    response: s.operatorSignOutResponse,
  }),
  getQueues: defineRoute({
    ...operatorRouteFacts.getQueues,
    response: s.operatorQueuesResponse,
  }),
  decideAccount: defineRoute({
    ...operatorRouteFacts.decideAccount,
    body: s.decideAccountBody,
    response: s.decisionResponse,
  }),
  decidePlanChange: defineRoute({
    ...operatorRouteFacts.decidePlanChange,
    body: s.decidePlanChangeBody,
    response: s.decisionResponse,
  }),
  searchAccounts: defineRoute({
    ...operatorRouteFacts.searchAccounts,
    body: s.searchAccountsBody,
    response: s.searchAccountsResponse,
  }),
  getAccount: defineRoute({
    ...operatorRouteFacts.getAccount,
    body: s.accountIdOnlyBody,
    response: s.operatorAccountSummaryResponse,
  }),
};

export const operatorRoutes = Object.values(operatorRouteTable);
