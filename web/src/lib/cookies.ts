import { COOKIE_ACCOUNT_ID, COOKIE_EXPIRY } from '@masterport/contract';

/** Reads one cookie from a `document.cookie` string; undefined when absent or malformed. */
export function parseCookie(cookieString: string, name: string): string | undefined {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 1) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

const documentCookies = (): string => (typeof document === 'undefined' ? '' : document.cookie);

export const readCookie = (name: string): string | undefined => parseCookie(documentCookies(), name) || undefined;

/** The presence hint the API sets next to its HttpOnly tokens: an account id means "signed in". */
export const presenceAccountId = (cookieString = documentCookies()): string | undefined =>
  parseCookie(cookieString, COOKIE_ACCOUNT_ID) || undefined;

/** Access-token expiry in epoch seconds, from the readable mp_presence_te cookie. */
export function presenceExpiry(cookieString = documentCookies()): number | undefined {
  const value = Number(parseCookie(cookieString, COOKIE_EXPIRY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Forgets the readable presence hints. The HttpOnly tokens can only be cleared by the API
 * (authenticate/logout); clearing the hints keeps a dead session from looking signed in.
 */
export function clearPresenceCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of [COOKIE_ACCOUNT_ID, COOKIE_EXPIRY]) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict`;
  }
}
