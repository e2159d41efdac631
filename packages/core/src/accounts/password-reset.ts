import type { Language } from '@masterport/contract';
import {
  ConditionFailedError,
  consumeOneTimeToken,
  endSessionsBefore,
  epochSeconds,
  getOneTimeToken,
  getUser,
  getUserByEmail,
  nowIso,
  putOneTimeToken,
} from '@masterport/data';
import { identityProvider, IdentityError } from '../adapters/identity-provider.ts';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { verifyRecaptcha } from '../adapters/recaptcha.ts';
import { config } from '../config.ts';
import { limitFailures, spendAttempt } from '../auth/rate-limits.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { renderMail } from '../mail/templates.ts';
import { hashToken, newSecretToken } from '../random.ts';

export const RESET_TTL_SECONDS = 3600;

/**
 * Always answers the same, whether the address exists or not, so the form does not tell who has
 * an account. Only active users get a link.
 */
export async function requestPasswordReset(input: {
  email: string;
  language?: Language;
  recaptchaToken?: string;
  sourceIp: string;
}): Promise<void> {
  if (!(await verifyRecaptcha(input.recaptchaToken, input.sourceIp))) throw new AppError('recaptcha_failed');
  // A few mails per address an hour, whether or not it has an account (so the limit tells nothing either).
  await spendAttempt('resetMailPerSource', input.sourceIp);
  await spendAttempt('resetMailPerAddress', input.email);
  const db = table();
  const user = await getUserByEmail(db, input.email);
  if (!user || user.status !== 'active') {
    logger.info('Password reset asked for an unknown or inactive address');
    return;
  }
  const token = newSecretToken();
  await putOneTimeToken(db, {
    token_hash: hashToken(token),
    kind: 'reset_password',
    user_id: user.id,
    account_id: null,
    expires_at: epochSeconds() + RESET_TTL_SECONDS,
    used_on: null,
    created_on: nowIso(),
  });
  const link = `${config().appUrl}/account/confirm-identity?token=${token}`;
  await mailer.send(renderMail('reset_password', input.language ?? user.language, user.email, user.first_name, link));
}

async function usableResetToken(token: string) {
  const record = await getOneTimeToken(table(), hashToken(token));
  if (!record || record.kind !== 'reset_password' || record.used_on || record.expires_at <= epochSeconds())
    throw new AppError('reset_token_expired');
  return record;
}

export async function checkResetToken(token: string, sourceIp: string): Promise<{ email: string }> {
  const record = await limitFailures('tokenGuessPerSource', sourceIp, ['reset_token_expired'], () =>
    usableResetToken(token),
  );
  const user = await getUser(table(), record.user_id);
  if (!user) throw new AppError('reset_token_expired');
  return { email: user.email };
}

export async function saveNewPassword(token: string, password: string, sourceIp: string): Promise<void> {
  const record = await limitFailures('tokenGuessPerSource', sourceIp, ['reset_token_expired'], () =>
    usableResetToken(token),
  );
  const user = await getUser(table(), record.user_id);
  if (!user) throw new AppError('reset_token_expired');
  // Used first, so a link raced twice sets the password once.
  await consumeOneTimeToken(table(), record.token_hash).catch((error: unknown) => {
    if (error instanceof ConditionFailedError) throw new AppError('reset_token_expired');
    throw error;
  });
  try {
    await identityProvider.setPassword(user.email, password);
  } catch (error) {
    if (error instanceof IdentityError && error.reason === 'invalid_password')
      throw new AppError('validation_error', { fields: { password: 'password_min' } });
    throw error;
  }
  // Whoever knew the old password is signed out everywhere.
  await endSessionsBefore(table(), user.id, epochSeconds() + 1);
}
