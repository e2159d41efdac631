import { opsAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import decideAccount from './decide-account.ts';
import decidePlanChange from './decide-plan-change.ts';
import getAccount from './get-account.ts';
import getQueues from './get-queues.ts';
import searchAccounts from './search-accounts.ts';
import signIn from './sign-in.ts';
import signOut from './sign-out.ts';

/** The operators' console (docs/billing.md "Operators"): operators only, never an account's user. */
export const handler = createAreaHandler('ops', opsAreaRoutes, [
  signIn,
  signOut,
  getQueues,
  decideAccount,
  decidePlanChange,
  searchAccounts,
  getAccount,
]);
