import { authRoutes, type Session } from '@masterport/contract';
import { callApi } from './api.ts';
import { clearPresenceCookies } from './cookies.ts';
import { setLanguage } from './i18n.ts';
import { sessionStore } from './session.ts';
import { clearApiCache } from './use-api.ts';

/** After sign-in: keep the session and speak the user's language. */
export async function startSession(session: Session): Promise<void> {
  await clearApiCache();
  sessionStore.set(session);
  await setLanguage(session.user_profile.language);
}

/** After an account switch: the same user, another account, nothing cached from the previous one. */
export async function replaceSession(session: Session): Promise<void> {
  await clearApiCache();
  sessionStore.set(session);
}

/** Forgets everything this browser knows about the session (seed 000 §4: state, cookies, storage). */
export async function forgetSession(): Promise<void> {
  sessionStore.clear();
  clearPresenceCookies();
  await clearApiCache();
}

/** Sign-out: the API clears its HttpOnly cookies and revokes the refresh token. */
export async function signOut(): Promise<void> {
  try {
    await callApi(authRoutes.logout, {});
  } catch {
    // Signed out locally either way; the API tokens expire on their own.
  }
  await forgetSession();
}
