import { type Session } from '@masterport/contract';
import { accountRoutes } from '@masterport/contract/routes';
import { sessionStore } from '#lib/session.ts';
import { setApiData } from '#lib/use-api.ts';

/** The calls that answer the user's accounts: the accounts list and the session (the switcher) follow. */
export async function storeAccounts({ user_accounts }: { user_accounts: Session['user_accounts'] }): Promise<void> {
  await setApiData(accountRoutes.getAccounts, { success: true, user_accounts });
  sessionStore.update((session) => ({ ...session, user_accounts }));
}
