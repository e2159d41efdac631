import { SESSION_DAYS } from '@masterport/contract';
import {
  countAttempt,
  endSession,
  epochSeconds,
  getRefreshToken,
  getUser,
  getUserByEmail,
  peekAttempts,
  recordRefreshToken,
  recordRenewedAccessToken,
  revokeAccessTokens,
  sessionOfAccessToken,
} from '@masterport/data';
import { verifyAccessToken } from '../adapters/access-token.ts';
import { identityProvider, IdentityError, type Tokens } from '../adapters/identity-provider.ts';
import { table } from '../adapters/db.ts';
import { verifyRecaptcha } from '../adapters/recaptcha.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { hashToken } from '../random.ts';
import { buildSession } from './session.ts';

const WINDOW_SECONDS = 15 * 60;
/** After this many failures for an address in the window, a sign-in needs a passing reCAPTCHA, and answers slow down. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Each failure past that adds this delay to the answers for the address, up to the cap. */
const SLOWDOWN_STEP_MS = 200;
const SLOWDOWN_MAX_MS = 1000;
/** Hard refusals apply per source only: failures on an address must not lock its owner out. */
export const MAX_FAILURES_PER_SOURCE = 50;

/**
 * Sign-in protection that cannot be turned against the user: failures on an address ask for a
 * reCAPTCHA and slow the answers, but whoever passes the reCAPTCHA with the right password signs
 * in; too many failures from one source are refused outright (429, with the time to wait).
 */
export async function signIn(input: { email: string; password: string; recaptchaToken?: string; sourceIp: string }) {
  const db = table();
  const byEmail = `login#${input.email}`;
  const bySource = `login-ip#${input.sourceIp}`;
  const [emailFailures, sourceFailures] = await Promise.all([
    peekAttempts(db, byEmail, WINDOW_SECONDS),
    peekAttempts(db, bySource, WINDOW_SECONDS),
  ]);
  if (sourceFailures >= MAX_FAILURES_PER_SOURCE)
    throw new AppError('too_many_attempts', { retryAfterSeconds: WINDOW_SECONDS - (epochSeconds() % WINDOW_SECONDS) });
  if (emailFailures >= CAPTCHA_AFTER_FAILURES) {
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(SLOWDOWN_MAX_MS, (emailFailures - CAPTCHA_AFTER_FAILURES + 1) * SLOWDOWN_STEP_MS)),
    );
    if (!(await verifyRecaptcha(input.recaptchaToken, input.sourceIp))) throw new AppError('recaptcha_failed');
  }

  let tokens: Tokens;
  try {
    tokens = await identityProvider.signIn(input.email, input.password);
  } catch (error) {
    if (!(error instanceof IdentityError)) throw error;
    await Promise.all([countAttempt(db, byEmail, WINDOW_SECONDS), countAttempt(db, bySource, WINDOW_SECONDS)]);
    logger.info('Failed sign-in', { reason: error.reason });
    throw new AppError('invalid_credentials');
  }

  const user = await getUserByEmail(db, input.email);
  // The password was right, so telling that the address awaits confirmation reveals nothing new.
  if (!user) throw new AppError('invalid_credentials');
  if (user.status !== 'active') throw new AppError('account_not_activated');
  await rememberSession(user.id, tokens);
  const session = await buildSession(user.id, undefined, tokens.expiresAt);
  return { session, tokens };
}

/**
 * A new session's refresh token, kept by its hash: only such a token renews a session
 * (refreshSession). The session remembers its access token, so signing out revokes it.
 */
export async function rememberSession(userId: string, tokens: Tokens): Promise<void> {
  if (tokens.refreshToken)
    await recordRefreshToken(table(), hashToken(tokens.refreshToken), userId, SESSION_DAYS, {
      jti: tokens.accessTokenId,
      exp: tokens.expiresAt,
    });
}

/**
 * A new access token for a session that is still on: its refresh token was issued here, was not
 * signed out, and is not older than the user's last password change.
 */
export async function refreshSession(refreshToken: string | undefined): Promise<Tokens> {
  if (!refreshToken) throw new AppError('no_new_token');
  const record = await getRefreshToken(table(), hashToken(refreshToken));
  const user = record ? await getUser(table(), record.user_id) : undefined;
  if (!record || !user || record.issued_at < (user.sessions_valid_after ?? 0)) throw new AppError('no_new_token');
  let tokens: Tokens;
  try {
    tokens = await identityProvider.refresh(refreshToken);
  } catch (error) {
    if (error instanceof IdentityError) throw new AppError('no_new_token');
    throw error;
  }
  // The session remembers its new access token; signed out meanwhile, the new token is revoked at once.
  const issued = { jti: tokens.accessTokenId, exp: tokens.expiresAt };
  if (!(await recordRenewedAccessToken(table(), hashToken(refreshToken), record, issued))) {
    await revokeAccessTokens(table(), [issued]);
    throw new AppError('no_new_token');
  }
  return tokens;
}

/**
 * Signing out ends the session everywhere at once: every access token issued in it (at sign-in and
 * at each renewal, not only the one presented) is refused from now on, until it would have expired;
 * the refresh token can no longer renew anything, and Cognito revokes it too. The session is the
 * refresh token's, or the one the access token was issued in: a script sending only its bearer
 * token ends its session too. It always succeeds for the caller.
 */
export async function signOut(input: { accessToken?: string; refreshToken?: string }): Promise<void> {
  const db = table();
  const claims = input.accessToken ? await verifyAccessToken(input.accessToken) : undefined;
  const sessions = new Set<string>();
  if (input.refreshToken) sessions.add(hashToken(input.refreshToken));
  const ofAccessToken = claims ? await sessionOfAccessToken(db, claims.jti) : undefined;
  if (ofAccessToken) sessions.add(ofAccessToken);
  const issued = (await Promise.all([...sessions].map((session) => endSession(db, session)))).flat();
  await revokeAccessTokens(db, [...issued, ...(claims ? [{ jti: claims.jti, exp: claims.exp }] : [])]);
  if (!input.refreshToken) return;
  try {
    await identityProvider.revoke(input.refreshToken);
  } catch (error) {
    // The platform no longer renews it either way; Cognito's own copy expires.
    logger.warn('Refresh token revocation failed', { error: error as Error });
  }
}
