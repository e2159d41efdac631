import {
  activateUserAndAccount,
  getAccount,
  getOneTimeToken,
  getUser,
  nowIso,
  UniqueConflictError,
  epochSeconds,
} from '@masterport/data';
import { planNeedsApproval } from '@masterport/contract';
import { table } from '../adapters/db.ts';
import { limitFailures } from '../auth/rate-limits.ts';
import { AppError } from '../errors.ts';
import { hashToken } from '../random.ts';

async function activate(token: string, kind: 'activate_user' | 'activate_account') {
  const db = table();
  const tokenHash = hashToken(token);
  const record = await getOneTimeToken(db, tokenHash);
  if (!record || record.kind !== kind) throw new AppError('not_found');
  if (record.used_on) throw new AppError('already_activated');
  if (record.expires_at <= epochSeconds()) throw new AppError('token_expired');
  const account = record.account_id ? await getAccount(db, record.account_id) : undefined;
  try {
    await activateUserAndAccount(db, {
      tokenHash,
      userId: record.user_id,
      accountId: record.account_id,
      now: nowIso(),
      // docs/billing.md "Accounts that wait for approval": an operator approves some plans first.
      accountStatus: account && planNeedsApproval(account.plan_key) ? 'waiting_approval' : 'active',
    });
  } catch (error) {
    // Two clicks on the same link: the second one finds the token used.
    if (error instanceof UniqueConflictError) throw new AppError('already_activated');
    throw error;
  }
  return record;
}

/** The link of the sign-up e-mail: confirms the address and activates the first account. */
export async function activateUser(token: string, sourceIp: string): Promise<{ email: string }> {
  const record = await limitFailures('tokenGuessPerSource', sourceIp, ['not_found'], () =>
    activate(token, 'activate_user'),
  );
  const user = await getUser(table(), record.user_id);
  if (!user) throw new AppError('no_user');
  return { email: user.email };
}

/** The link sent when an existing user opens another account. */
export async function activateAccount(token: string, sourceIp: string): Promise<{ account_name: string }> {
  const record = await limitFailures('tokenGuessPerSource', sourceIp, ['not_found'], () =>
    activate(token, 'activate_account'),
  );
  const account = record.account_id ? await getAccount(table(), record.account_id) : undefined;
  if (!account) throw new AppError('not_found');
  return { account_name: account.name };
}
