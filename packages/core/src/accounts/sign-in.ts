import { countAttempt, getUserByEmail, peekAttempts } from '@masterport/data';
import { identityProvider, IdentityError, type Tokens } from '../adapters/identity-provider.ts';
import { table } from '../adapters/db.ts';
import { verifyRecaptcha } from '../adapters/recaptcha.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { buildSession } from './session.ts';

const WINDOW_SECONDS = 15 * 60;
/** After this many failures in the window a sign-in needs a passing reCAPTCHA. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** After this many failures per address, or per source, sign-ins are refused until the window ends. */
export const MAX_FAILURES = 10;
export const MAX_FAILURES_PER_SOURCE = 50;

export async function signIn(input: { email: string; password: string; recaptchaToken?: string; sourceIp: string }) {
  const db = table();
  const byEmail = `login#${input.email}`;
  const bySource = `login-ip#${input.sourceIp}`;
  const [emailFailures, sourceFailures] = await Promise.all([peekAttempts(db, byEmail, WINDOW_SECONDS), peekAttempts(db, bySource, WINDOW_SECONDS)]);
  if (emailFailures >= MAX_FAILURES || sourceFailures >= MAX_FAILURES_PER_SOURCE) throw new AppError('too_many_attempts');
  if (emailFailures >= CAPTCHA_AFTER_FAILURES && !(await verifyRecaptcha(input.recaptchaToken, input.sourceIp))) throw new AppError('recaptcha_failed');

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
  const session = await buildSession(user.id, undefined, tokens.expiresAt);
  return { session, tokens };
}

export async function refreshSession(refreshToken: string | undefined): Promise<Tokens> {
  if (!refreshToken) throw new AppError('no_new_token');
  try {
    return await identityProvider.refresh(refreshToken);
  } catch (error) {
    if (error instanceof IdentityError) throw new AppError('no_new_token');
    throw error;
  }
}

export async function signOut(refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  try {
    await identityProvider.revoke(refreshToken);
  } catch (error) {
    // Signing out always succeeds for the user; a token that cannot be revoked expires anyway.
    logger.warn('Refresh token revocation failed', { error: error as Error });
  }
}
