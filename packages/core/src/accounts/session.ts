import { DEFAULT_AD_CODE_SYSTEM, userProfileSchema, type AccountSummary, type Session } from '@masterport/contract';
import {
  getAccount,
  getUser,
  listMembershipsForUser,
  type AccountItem,
  type MembershipItem,
  type UserItem,
} from '@masterport/data';
import { accountLogoUrl } from '../identification/account-logo.ts';
import { table } from '../adapters/db.ts';
import { holdsPermission } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';

/** The profile the API answers: the contract's field set, read off the stored user. */
export const toUserProfile = (user: UserItem): Session['user_profile'] => userProfileSchema.parse(user);

interface ActiveAccount {
  account: AccountItem;
  membership: MembershipItem;
}

/** The accounts a user may work in: active memberships of accounts that are not waiting activation. */
export async function listActiveAccounts(userId: string): Promise<ActiveAccount[]> {
  const db = table();
  const memberships = (await listMembershipsForUser(db, userId)).filter((membership) => membership.status === 'active');
  const accounts = await Promise.all(memberships.map((membership) => getAccount(db, membership.account_id)));
  return memberships
    .flatMap((membership, index) => {
      const account = accounts[index];
      return account && account.status !== 'pending_activation' ? [{ account, membership }] : [];
    })
    .sort((a, b) => a.account.name.localeCompare(b.account.name));
}

export const toAccountSummaries = (accounts: ActiveAccount[], user: UserItem): Promise<AccountSummary[]> =>
  Promise.all(
    accounts.map(async ({ account, membership }) => ({
      id: account.id,
      name: account.name,
      plan_key: account.plan_key,
      logo_url: await accountLogoUrl(account),
      role: membership.role,
      is_default: account.id === user.default_account_id,
      permissions: membership.permissions.filter((key) =>
        holdsPermission({ accountPermissions: account.permissions, userPermissions: membership.permissions }, key),
      ),
    })),
  );

/** Picks the requested account, else the default one, else the first; none means no access. */
export function chooseAccount(accounts: ActiveAccount[], requested: string | undefined, user: UserItem): ActiveAccount {
  const chosen =
    (requested && accounts.find(({ account }) => account.id === requested)) ??
    accounts.find(({ account }) => account.id === user.default_account_id) ??
    accounts[0];
  if (!chosen) throw new AppError('user_no_account');
  return chosen;
}

/** The session payload the SPA keeps after login, load-data and account switches (the API adds `success`). */
export async function buildSession(
  userId: string,
  requestedAccountId: string | undefined,
  expiresAt: number,
): Promise<Omit<Session, 'success'>> {
  const user = await getUser(table(), userId);
  if (!user) throw new AppError('cant_authenticate');
  const accounts = await listActiveAccounts(user.id);
  if (requestedAccountId && !accounts.some(({ account }) => account.id === requestedAccountId))
    throw new AppError('user_no_account');
  const { account, membership } = chooseAccount(accounts, requestedAccountId, user);
  return {
    user_accounts: await toAccountSummaries(accounts, user),
    user_profile: toUserProfile(user),
    account_id: account.id,
    account_name: account.name,
    account_logo_url: await accountLogoUrl(account),
    account_language: account.language,
    account_use_housecode: account.uses_housecode,
    account_ad_code_system: account.ad_code_system ?? DEFAULT_AD_CODE_SYSTEM,
    account_is_demo: account.is_demo,
    account_permissions: account.permissions,
    user_permissions: membership.permissions,
    helcim_customer_code: account.helcim_customer_code,
    expires_at: expiresAt,
  };
}
