import { AUTH_AREA, paths } from '#config/paths.ts';

export const HOME_AFTER_SIGN_IN = paths.app.masters.getHref();
export const LOGIN_PATH = paths.auth.login.path;

/** The sign-in page, remembering where to return (always, so the address shows it). */
export function loginPath(returnTo?: string): string {
  const target = returnTo ? safeRedirect(returnTo) : undefined;
  return paths.auth.login.getHref(target);
}

/**
 * Where sign-in may send the user back to: a path of this site only (no `//host`, no scheme, no
 * backslash tricks), and never the account pages themselves.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_AFTER_SIGN_IN;
  if (value.startsWith(`${AUTH_AREA}/`) || value === AUTH_AREA) return HOME_AFTER_SIGN_IN;
  return value;
}
