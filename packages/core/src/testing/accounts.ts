import { PLAN_PERMISSIONS, PRIMARY_USER_PERMISSIONS, type PermissionKey, type PlanKey } from '@masterport/contract';
import {
  activateUserAndAccount,
  epochSeconds,
  nowIso,
  putMembership,
  putPartnership,
  registerUserWithAccount,
  type AccountItem,
  type PartnershipItem,
} from '@masterport/data';
import { newAccount } from '../accounts/signup.ts';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { hashToken, newId, newSecretToken } from '../random.ts';

let made = 0;
/** A name no other factory call gives (account names and e-mail addresses are unique on the platform). */
export const uniqueLabel = (prefix: string): string => `${prefix}${(made += 1)}${newId().slice(0, 6)}`.toLowerCase();

const ADDRESS = { address: '1000 Rue Sherbrooke O', city: 'Montréal', state: 'QC', zip: 'H3A 3G4', country: 'CA' };

export interface GivenAccount {
  account: AccountItem;
  /** Its primary user at work in it, as authorizeRequest would hand it to a service. */
  auth: AuthContext;
}

const authFor = (
  account: AccountItem,
  userId: string,
  email: string,
  role: AuthContext['role'],
  userPermissions: readonly PermissionKey[],
): AuthContext => ({
  userId,
  email,
  accountId: account.id,
  role,
  language: 'en',
  accountPermissions: account.permissions,
  userPermissions,
  byCookie: true,
});

/**
 * An active account of a plan (its permissions the plan's) with its active primary user, written as
 * sign-up and activation write them (the local seed does the same).
 */
export async function givenAccount(plan: PlanKey): Promise<GivenAccount> {
  const now = nowIso();
  const label = uniqueLabel(plan.replace('_', ''));
  const userId = newId();
  const email = `${label}@masterport.test`;
  const account = {
    ...(await newAccount(newId(), { name: `Account ${label}`, plan_key: plan, ...ADDRESS }, 'en', userId, now)),
    status: 'active' as const,
  };
  const token = newSecretToken();
  await registerUserWithAccount(table(), {
    user: {
      id: userId,
      email,
      first_name: 'Unit',
      last_name: label,
      phone: null,
      language: 'en',
      default_account_id: account.id,
      notify_master_results: true,
      status: 'pending',
      created_on: now,
      modified_on: now,
    },
    account: { ...account, status: 'pending_activation' },
    membership: {
      account_id: account.id,
      user_id: userId,
      role: 'primary',
      status: 'pending',
      permissions: [...PRIMARY_USER_PERMISSIONS],
      created_on: now,
    },
    activation: {
      token_hash: hashToken(token),
      kind: 'activate_user',
      user_id: userId,
      account_id: account.id,
      expires_at: epochSeconds() + 60,
      used_on: null,
      created_on: now,
    },
  });
  await activateUserAndAccount(table(), { tokenHash: hashToken(token), userId, accountId: account.id, now });
  return { account, auth: authFor(account, userId, email, 'primary', PRIMARY_USER_PERMISSIONS) };
}

/**
 * A member of the account holding only `permissions` of the plan's keys (the primary user's
 * choice in the team tab): a membership in the table and the context a call of theirs carries.
 */
export async function givenMember(of: GivenAccount, permissions: readonly PermissionKey[]): Promise<AuthContext> {
  const userId = newId();
  await putMembership(table(), {
    account_id: of.account.id,
    user_id: userId,
    role: 'member',
    status: 'active',
    permissions: [...permissions],
    created_on: nowIso(),
  });
  return authFor(of.account, userId, `${uniqueLabel('member')}@masterport.test`, 'member', permissions);
}

/** The plan's keys but these: a member who may do everything else. */
export const planKeysBut = (plan: PlanKey, ...left: readonly PermissionKey[]): PermissionKey[] =>
  PLAN_PERMISSIONS[plan].filter((key) => !left.includes(key));

/** The client authorised the studio to create masters for it (the profile's partner-studios tab), or withdrew it (`active: false`). */
export async function givenPartnership(
  client: GivenAccount,
  studio: GivenAccount,
  active = true,
): Promise<PartnershipItem> {
  const now = nowIso();
  const partnership = {
    id: newId(),
    client_account_id: client.account.id,
    studio_account_id: studio.account.id,
    active,
    notifications: [client.auth.email],
    created_on: now,
    modified_on: now,
  };
  await putPartnership(table(), partnership);
  return partnership;
}
