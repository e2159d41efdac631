import { DEMO_OPERATOR } from '@masterport/local';
// The operators' console's client is this file's (support/client.ts imports this file: used in calls only).
import { ApiClient, newSourceAddress } from './client.ts';

let session: Promise<ApiClient> | undefined;

/** The local cloud's demo operator, signed in once per test file (its own source address, for the sign-in limits). */
export function operatorClient(): Promise<ApiClient> {
  session ??= (async () => {
    const client = new ApiClient({ sourceAddress: newSourceAddress() });
    const signIn = await client.post('ops/sign-in', { email: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password });
    if (signIn.status !== 200) throw new Error(`operator sign-in failed: ${JSON.stringify(signIn.body)}`);
    return client;
  })();
  return session;
}

/** The operator approves the accounts of `email` that wait for approval (a new broadcaster or studio). */
export async function approveAccountsOf(email: string): Promise<void> {
  const ops = await operatorClient();
  const found = await ops.post<{ accounts: { id: string; status: string }[] }>('ops/search-accounts', { query: email });
  if (found.status !== 200) throw new Error(`account look-up failed: ${JSON.stringify(found.body)}`);
  for (const account of found.body.accounts.filter((each) => each.status === 'waiting_approval')) {
    const approved = await ops.post('ops/decide-account', { account_id: account.id, decision: 'approve' });
    if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  }
}
