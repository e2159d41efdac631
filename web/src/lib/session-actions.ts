import { type Session } from '@masterport/contract';
import { authRoutes } from '@masterport/contract/routes';
import { callApi } from './api.ts';
import { clearPresenceCookies } from './cookies.ts';
import { setLanguage } from './i18n.ts';
import { sessionStore } from './session.ts';
import { runSignOutCleanups } from './session-end.ts';
import { forgetUploadResumeData } from './upload-resume-storage.ts';
import { clearApiCache } from './api-cache.ts';

const RESUME_WRITE_SETTLE_MS = 1000;

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
  // Before the stored resume data goes, live uploads stop so they cannot write it back.
  await runSignOutCleanups();
  forgetUploadResumeData();
  // Golden Retriever saves at most every 500 ms with a trailing write: forget again after it.
  setTimeout(() => forgetUploadResumeData(), RESUME_WRITE_SETTLE_MS);
  await forgetSession();
}
