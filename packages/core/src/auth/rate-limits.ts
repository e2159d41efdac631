import { countAttempt, epochSeconds, peekAttempts } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { AppError } from '../errors.ts';

/**
 * The platform's rate limits, each a count of attempts in a fixed window per key (an address, a
 * user, a source IP). Past `max`, the call answers 429 `too_many_attempts` with the time to wait.
 */
export const RATE_LIMITS = {
  /** Password-reset e-mails: a few per address, more per source (a shared office). */
  resetMailPerAddress: { windowSeconds: 3600, max: 3 },
  resetMailPerSource: { windowSeconds: 3600, max: 20 },
  /** Activation e-mails for a new account of an existing user. */
  activationMailPerUser: { windowSeconds: 3600, max: 3 },
  /** Invitation e-mails an account sends (invites and resends): a team, not a mailing list. */
  invitationMailPerAccount: { windowSeconds: 3600, max: 50 },
  /** Invitation e-mails to one address, from every account: a few, so no one can be flooded. */
  invitationMailPerAddress: { windowSeconds: 3600, max: 3 },
  /** "Ask for a new invitation" from an expired link: one nudge to the inviter is enough. */
  invitationRequestPerInvitation: { windowSeconds: 86_400, max: 2 },
  /** Wrong current passwords on save-password (a stolen session guessing the password). */
  passwordGuessPerUser: { windowSeconds: 900, max: 5 },
  /** Public contact-form messages per source: a person writes a few; more is a script (each sends two e-mails). */
  contactMessagePerSource: { windowSeconds: 3600, max: 5 },
  /** Unknown reset or activation tokens: guessing links. */
  tokenGuessPerSource: { windowSeconds: 900, max: 20 },
} as const;

export type RateLimit = keyof typeof RATE_LIMITS;

const scope = (limit: RateLimit, key: string) => `limit#${limit}#${key}`;

/** The seconds until the current window of a limit ends. */
const retryAfter = (limit: RateLimit) => {
  const { windowSeconds } = RATE_LIMITS[limit];
  return windowSeconds - (epochSeconds() % windowSeconds);
};

const refused = (limit: RateLimit) => new AppError('too_many_attempts', { retryAfterSeconds: retryAfter(limit) });

/** Counts this attempt (a mail sent, say) and refuses it past the limit. */
export async function spendAttempt(limit: RateLimit, key: string): Promise<void> {
  const { windowSeconds, max } = RATE_LIMITS[limit];
  if ((await countAttempt(table(), scope(limit, key), windowSeconds)) > max) throw refused(limit);
}

/** Refuses when the failures counted so far reach the limit (checked before the attempt runs). */
export async function checkFailures(limit: RateLimit, key: string): Promise<void> {
  const { windowSeconds, max } = RATE_LIMITS[limit];
  if ((await peekAttempts(table(), scope(limit, key), windowSeconds)) >= max) throw refused(limit);
}

/** Counts a failed attempt (a wrong password, an unknown token). */
export async function countFailure(limit: RateLimit, key: string): Promise<void> {
  await countAttempt(table(), scope(limit, key), RATE_LIMITS[limit].windowSeconds);
}

/** Runs an attempt that may fail with one of `failures`: refused past the limit, each failure counted. */
export async function limitFailures<T>(
  limit: RateLimit,
  key: string,
  failures: readonly string[],
  attempt: () => Promise<T>,
): Promise<T> {
  await checkFailures(limit, key);
  try {
    return await attempt();
  } catch (error) {
    if (error instanceof AppError && failures.includes(error.code)) await countFailure(limit, key);
    throw error;
  }
}
