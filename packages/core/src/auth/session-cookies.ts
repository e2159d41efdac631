import { COOKIE_ACCOUNT_ID, COOKIE_EXPIRY, COOKIE_REFRESH, COOKIE_TOKEN, SESSION_DAYS } from '@masterport/contract';
import { config } from '../config.ts';

const MAX_AGE = SESSION_DAYS * 86_400;

function cookie(name: string, value: string, options: { httpOnly: boolean; path: string; maxAge: number }): string {
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAge}`,
    'SameSite=Strict',
  ];
  if (options.httpOnly) parts.push('HttpOnly');
  if (!config().insecureCookies) parts.push('Secure');
  return parts.join('; ');
}

/**
 * DESIGN.md §4: the tokens are HttpOnly (the SPA never reads them), the account id and expiry
 * are readable presence hints. The refresh token is only sent to the authenticate calls.
 */
export function sessionCookies(input: {
  accessToken?: string;
  refreshToken?: string;
  expiresAt?: number;
  accountId?: string;
}): string[] {
  const cookies: string[] = [];
  if (input.accessToken)
    cookies.push(cookie(COOKIE_TOKEN, input.accessToken, { httpOnly: true, path: '/api', maxAge: MAX_AGE }));
  if (input.refreshToken)
    cookies.push(
      cookie(COOKIE_REFRESH, input.refreshToken, { httpOnly: true, path: '/api/authenticate', maxAge: MAX_AGE }),
    );
  if (input.expiresAt)
    cookies.push(cookie(COOKIE_EXPIRY, String(input.expiresAt), { httpOnly: false, path: '/', maxAge: MAX_AGE }));
  if (input.accountId)
    cookies.push(cookie(COOKIE_ACCOUNT_ID, input.accountId, { httpOnly: false, path: '/', maxAge: MAX_AGE }));
  return cookies;
}

export function clearedSessionCookies(): string[] {
  return [
    cookie(COOKIE_TOKEN, '', { httpOnly: true, path: '/api', maxAge: 0 }),
    cookie(COOKIE_REFRESH, '', { httpOnly: true, path: '/api/authenticate', maxAge: 0 }),
    cookie(COOKIE_EXPIRY, '', { httpOnly: false, path: '/', maxAge: 0 }),
    cookie(COOKIE_ACCOUNT_ID, '', { httpOnly: false, path: '/', maxAge: 0 }),
  ];
}
