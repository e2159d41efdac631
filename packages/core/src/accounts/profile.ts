import type { AccountSummary, Language, UserProfile } from '@masterport/contract';
import { deleteMembership, endSessionsBefore, epochSeconds, getUser, updateUser } from '@masterport/data';
import { identityProvider, IdentityError, type Tokens } from '../adapters/identity-provider.ts';
import { table } from '../adapters/db.ts';
import { limitFailures } from '../auth/rate-limits.ts';
import { AppError } from '../errors.ts';
import { listActiveAccounts, toAccountSummaries, toUserProfile } from './session.ts';
import { rememberSession } from './sign-in.ts';

async function requireUser(userId: string) {
  const user = await getUser(table(), userId);
  if (!user) throw new AppError('no_user');
  return user;
}

export async function getProfile(userId: string): Promise<UserProfile> {
  return toUserProfile(await requireUser(userId));
}

export async function saveProfile(
  userId: string,
  changes: {
    first_name: string;
    last_name: string;
    phone?: string;
    language: Language;
    notify_master_results?: boolean;
  },
): Promise<UserProfile> {
  await requireUser(userId);
  return toUserProfile(await updateUser(table(), userId, { ...changes, phone: changes.phone || null }));
}

export async function getAccounts(userId: string): Promise<AccountSummary[]> {
  const user = await requireUser(userId);
  return toAccountSummaries(await listActiveAccounts(userId), user);
}

export async function setDefaultAccount(userId: string, accountId: string): Promise<AccountSummary[]> {
  const accounts = await listActiveAccounts(userId);
  if (!accounts.some(({ account }) => account.id === accountId)) throw new AppError('user_no_account');
  const user = await updateUser(table(), userId, { default_account_id: accountId });
  return toAccountSummaries(accounts, user);
}

/** Leaving an account: a member may go; the primary user must cancel the account instead. */
export async function leaveAccount(userId: string, accountId: string): Promise<AccountSummary[]> {
  const accounts = await listActiveAccounts(userId);
  const target = accounts.find(({ account }) => account.id === accountId);
  if (!target) throw new AppError('user_no_account');
  if (target.membership.role === 'primary') throw new AppError('primary_cannot_leave');
  await deleteMembership(table(), accountId, userId);
  let user = await requireUser(userId);
  const remaining = accounts.filter(({ account }) => account.id !== accountId);
  if (user.default_account_id === accountId)
    user = await updateUser(table(), userId, { default_account_id: remaining[0]?.account.id ?? null });
  return toAccountSummaries(remaining, user);
}

/**
 * The current password is checked by signing in with it; then the new one is set and every session
 * of the user ends. The one that asked goes on with the tokens answered here (a new session).
 */
export async function changePassword(userId: string, currentPassword: string, password: string): Promise<Tokens> {
  const user = await requireUser(userId);
  await limitFailures('passwordGuessPerUser', user.id, ['invalid_password'], async () => {
    try {
      await identityProvider.signIn(user.email, currentPassword);
    } catch (error) {
      if (error instanceof IdentityError)
        throw new AppError('invalid_password', { fields: { current_password: 'invalid_password' } });
      throw error;
    }
  });
  await identityProvider.setPassword(user.email, password);
  // Tokens carry their issue time to the second: every token up to this second ends, and the new
  // session's tokens are asked for once the next second has begun (with a margin for clock skew).
  const validAfter = epochSeconds() + 1;
  await endSessionsBefore(table(), user.id, validAfter);
  await new Promise((resolve) => setTimeout(resolve, validAfter * 1000 - Date.now() + 150));
  const tokens = await identityProvider.signIn(user.email, password);
  await rememberSession(user.id, tokens);
  return tokens;
}
