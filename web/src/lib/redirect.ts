export const HOME_AFTER_SIGN_IN = '/app/masters';
export const LOGIN_PATH = '/account/login';

/** The sign-in page, remembering where to return (always, so the address shows it). */
export function loginPath(returnTo?: string): string {
  const target = returnTo ? safeRedirect(returnTo) : undefined;
  return target ? `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}` : LOGIN_PATH;
}

/**
 * Where sign-in may send the user back to: a path of this site only (no `//host`, no scheme, no
 * backslash tricks), and never the account pages themselves.
 */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return HOME_AFTER_SIGN_IN;
  if (value.startsWith('/account/') || value === '/account') return HOME_AFTER_SIGN_IN;
  return value;
}
