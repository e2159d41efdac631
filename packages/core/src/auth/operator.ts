import {
  ACCESS_TOKEN_MINUTES,
  COOKIE_OPERATOR_TOKEN,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  type HttpMethod,
} from '@masterport/contract';
import { isAccessTokenRevoked } from '@masterport/data';
import { verifyAccessToken } from '../adapters/access-token.ts';
import { table } from '../adapters/db.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';

/**
 * Platform operators (docs/billing.md "Operators"): not members of any account, but identities of
 * the user pool in its `operators` group. An operator's token says so (`cognito:groups`); the
 * account calls never accept it (no user item is theirs), and the operators' calls accept nothing else.
 */
export const OPERATORS_GROUP = 'operators';

export interface OperatorContext {
  /** The identity's subject in the pool. */
  operatorId: string;
  /** Their sign-in name (an e-mail address), as the actions they record name them. */
  operatorName: string;
  /** The access token presented (its id and expiry, in seconds): what signing out revokes. */
  token: { jti: string; exp: number };
}

/**
 * Every operator call: an access token from the operator cookie or a bearer header, the CSRF header
 * when by cookie, and the token in the operators group, not signed out. Anyone else signed in is
 * refused with `operator_only`; no token at all, or one signed out, is `invalid_token`.
 */
export async function authorizeOperator(input: {
  method: HttpMethod;
  cookies: Record<string, string>;
  headers: Record<string, string | undefined>;
}): Promise<OperatorContext> {
  const bearer = input.headers.authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  const token = bearer ?? input.cookies[COOKIE_OPERATOR_TOKEN];
  if (!token) throw new AppError('invalid_token');
  if (!bearer && input.method !== 'GET' && input.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE)
    throw new AppError('csrf_header_missing');
  const claims = await verifyAccessToken(token);
  if (!claims) throw new AppError('invalid_token');
  if (!claims.groups.includes(OPERATORS_GROUP)) throw new AppError('operator_only');
  // Signed out (the console's sign-out), as an account user's token is: refused until it expires.
  if (await isAccessTokenRevoked(table(), claims.jti)) throw new AppError('invalid_token');
  return {
    operatorId: claims.sub,
    operatorName: claims.username || claims.sub,
    token: { jti: claims.jti, exp: claims.exp },
  };
}

/** The operator's session cookie: HttpOnly, sent to the operators' calls only, an access token's life. */
export function operatorSessionCookie(accessToken: string): string {
  return operatorCookie(accessToken, ACCESS_TOKEN_MINUTES * 60);
}

export const clearedOperatorSessionCookie = (): string => operatorCookie('', 0);

function operatorCookie(value: string, maxAge: number): string {
  const parts = [
    `${COOKIE_OPERATOR_TOKEN}=${encodeURIComponent(value)}`,
    'Path=/api/ops',
    `Max-Age=${maxAge}`,
    'SameSite=Strict',
    'HttpOnly',
  ];
  if (!config().insecureCookies) parts.push('Secure');
  return parts.join('; ');
}
