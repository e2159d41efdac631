import { epochSeconds, countAttempt, peekAttempts, revokeAccessTokens } from '@masterport/data';
import { identityProvider, IdentityError } from '../adapters/identity-provider.ts';
import { verifyAccessToken } from '../adapters/access-token.ts';
import { table } from '../adapters/db.ts';
import {
  OPERATORS_GROUP,
  operatorSessionCookie,
  clearedOperatorSessionCookie,
  type OperatorContext,
} from '../auth/operator.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';

const WINDOW_SECONDS = 15 * 60;
/** Failed operator sign-ins allowed per address and per source in the window: a privileged door, no captcha. */
const MAX_OPERATOR_FAILURES = 10;

/**
 * An operator signs in with the pool's password (docs/billing.md "Operators"). An identity outside
 * the operators group is answered as a wrong password: the console says nothing of who exists.
 */
export async function operatorSignIn(input: { email: string; password: string; sourceIp: string }) {
  const db = table();
  const scopes = [`ops-login#${input.email}`, `ops-login-ip#${input.sourceIp}`];
  const failures = await Promise.all(scopes.map((scope) => peekAttempts(db, scope, WINDOW_SECONDS)));
  if (failures.some((count) => count >= MAX_OPERATOR_FAILURES))
    throw new AppError('too_many_attempts', { retryAfterSeconds: WINDOW_SECONDS - (epochSeconds() % WINDOW_SECONDS) });
  const refuse = async (reason: string) => {
    await Promise.all(scopes.map((scope) => countAttempt(db, scope, WINDOW_SECONDS)));
    logger.info('Failed operator sign-in', { reason });
    return new AppError('invalid_credentials');
  };
  let accessToken: string;
  try {
    accessToken = (await identityProvider.signIn(input.email, input.password)).accessToken;
  } catch (error) {
    if (error instanceof IdentityError) throw await refuse(error.reason);
    throw error;
  }
  const claims = await verifyAccessToken(accessToken);
  if (!claims?.groups.includes(OPERATORS_GROUP)) throw await refuse('not_an_operator');
  logger.info('Operator signed in', { operator: claims.username });
  return { name: claims.username || input.email, accessToken, cookie: operatorSessionCookie(accessToken) };
}

/**
 * Signing out of the console: the token presented is refused from now on, until it would have
 * expired (an account user's sign-out does the same), so a copied cookie or bearer token ends with
 * the session. Operators have no refresh token: there is nothing else to end. Answers the cleared cookie.
 */
export async function operatorSignOut(operator: Pick<OperatorContext, 'token'>): Promise<string> {
  await revokeAccessTokens(table(), [operator.token]);
  return clearedOperatorSessionCookie();
}
