import { accountRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { setLanguage } from '#lib/i18n.ts';
import { sessionStore } from '#lib/session.ts';
import { setApiData } from '#lib/use-api.ts';

/** `user/profile/save`; the session and the interface follow (name in the menu, chosen language). */
export async function saveProfile(body: RouteBody<typeof accountRoutes.saveProfile>) {
  const result = await callApi(accountRoutes.saveProfile, body);
  await setApiData(accountRoutes.getProfile, result);
  sessionStore.update((session) => ({ ...session, user_profile: result.user_profile }));
  await setLanguage(result.user_profile.language);
  return result;
}
