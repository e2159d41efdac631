import { accountRoutes, type Session } from '@masterport/contract';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { setLanguage } from '#lib/i18n.ts';
import { sessionStore } from '#lib/session.ts';
import { setApiData, useApiQuery } from '#lib/use-api.ts';

export const useProfile = () => useApiQuery(accountRoutes.getProfile);
export const useUserAccounts = () => useApiQuery(accountRoutes.getAccounts);

/** Saves the profile; the session and the interface follow (name in the menu, chosen language). */
export async function saveProfile(body: RouteBody<typeof accountRoutes.saveProfile>) {
  const result = await callApi(accountRoutes.saveProfile, body);
  await setApiData(accountRoutes.getProfile, result);
  sessionStore.update((session) => ({ ...session, user_profile: result.user_profile }));
  await setLanguage(result.user_profile.language);
  return result;
}

export const savePassword = (body: RouteBody<typeof accountRoutes.savePassword>) => callApi(accountRoutes.savePassword, body);

async function storeAccounts(user_accounts: Session['user_accounts']) {
  await setApiData(accountRoutes.getAccounts, { success: true, user_accounts });
  sessionStore.update((session) => ({ ...session, user_accounts }));
}

export async function makeDefaultAccount(account_id: string) {
  const result = await callApi(accountRoutes.defaultAccount, { account_id });
  await storeAccounts(result.user_accounts);
}

export async function leaveAccount(account_id: string) {
  const result = await callApi(accountRoutes.removeAccount, { account_id });
  await storeAccounts(result.user_accounts);
}
