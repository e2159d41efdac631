/** The operators' console (docs/billing.md "Operators"): sign-in, lists, decisions, look-up. */
export { operatorSignIn, operatorSignOut } from './operator-session.ts';
export { accountsInState, operatorQueues, OPERATOR_LIST_SIZE } from './operator-queues.ts';
export { decideAccount, decidePlanChange } from './operator-decisions.ts';
export { operatorAccountSummary, searchAccounts } from './account-lookup.ts';
