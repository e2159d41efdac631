import { operatorRouteTable as routes } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { callApi } from '#lib/api.ts';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** The operators' console's calls (docs/billing.md "Operators"): its own session, never an account's. */
export const useOperatorQueues = () => useApiQuery(routes.getQueues, undefined, { shouldRetryOnError: false });

const refreshQueues = () => mutate(apiKey(routes.getQueues));

export async function operatorSignIn(email: string, password: string) {
  await callApi(routes.signIn, { email, password });
  await refreshQueues();
}

export async function operatorSignOut() {
  await callApi(routes.signOut, {});
  // Asked again, the lists answer 401 (the token is revoked and its cookie cleared): the sign-in shows.
  await refreshQueues();
}

export async function decideAccount(accountId: string, decision: 'approve' | 'refuse', reason?: string) {
  await callApi(routes.decideAccount, { account_id: accountId, decision, ...(reason ? { reason } : {}) });
  await refreshQueues();
}

export async function decidePlanChange(
  accountId: string,
  changeId: string,
  decision: 'approve' | 'refuse',
  reason?: string,
) {
  await callApi(routes.decidePlanChange, {
    account_id: accountId,
    change_id: changeId,
    decision,
    ...(reason ? { reason } : {}),
  });
  await refreshQueues();
}

export const searchAccounts = (query: string) => callApi(routes.searchAccounts, { query });
export const accountSummary = (accountId: string) => callApi(routes.getAccount, { account_id: accountId });
