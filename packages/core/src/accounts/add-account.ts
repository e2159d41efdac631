import { PRIMARY_USER_PERMISSIONS } from '@masterport/contract';
import {
  accountNameTaken,
  createAccountForUser,
  epochSeconds,
  getUser,
  nowIso,
  UniqueConflictError,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { spendAttempt } from '../auth/rate-limits.ts';
import { AppError } from '../errors.ts';
import { renderMail } from '../mail/templates.ts';
import { hashToken, newId, newSecretToken } from '../random.ts';
import { ACTIVATION_TTL_SECONDS, newAccount, type SignupInput } from './signup.ts';

/**
 * A signed-in user opens another account (an agency with a second office, a studio working for
 * itself): the account waits until its owner confirms it from the e-mailed link.
 */
export async function addAccount(userId: string, input: SignupInput['account']): Promise<{ account_name: string }> {
  const db = table();
  const user = await getUser(db, userId);
  if (!user) throw new AppError('no_user');
  if (await accountNameTaken(db, input.name))
    throw new AppError('account_name_taken', { fields: { name: 'account_name_taken' } });
  // The mail's allowance is spent before anything is written: a refused account takes no name and
  // leaves no pending account that no link could ever confirm.
  await spendAttempt('activationMailPerUser', user.id);
  const now = nowIso();
  const accountId = newId();
  const token = newSecretToken();
  try {
    await createAccountForUser(db, {
      account: await newAccount(accountId, input, user.language, user.id, now),
      membership: {
        account_id: accountId,
        user_id: user.id,
        role: 'primary',
        status: 'pending',
        permissions: [...PRIMARY_USER_PERMISSIONS],
        created_on: now,
      },
      activation: {
        token_hash: hashToken(token),
        kind: 'activate_account',
        user_id: user.id,
        account_id: accountId,
        expires_at: epochSeconds() + ACTIVATION_TTL_SECONDS,
        used_on: null,
        created_on: now,
      },
    });
  } catch (error) {
    if (error instanceof UniqueConflictError)
      throw new AppError('account_name_taken', { fields: { name: 'account_name_taken' } });
    throw error;
  }
  const link = `${config().appUrl}/account/activate-account/${token}`;
  await mailer.send(renderMail('activate_account', user.language, user.email, user.first_name, link));
  return { account_name: input.name };
}
