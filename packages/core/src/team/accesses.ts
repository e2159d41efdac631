import { INVITATION_DAYS, type TeamAccess, type Language, type PermissionKey } from '@masterport/contract';
import {
  ConditionFailedError,
  deleteInvitation,
  deleteMembership,
  epochSeconds,
  getAccount,
  getInvitation,
  getMembership,
  getUser,
  getUserByEmail,
  isInvited,
  listAccountMemberships,
  listInvitations,
  nowIso,
  putInvitation,
  renewInvitation,
  setInvitationPermissions,
  setMembershipPermissions,
  type Invitation,
  type MembershipItem,
  UniqueConflictError,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { holdsPermission, type AuthContext } from '../auth/authorize.ts';
import { spendAttempt } from '../auth/rate-limits.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { hashToken, newId, newSecretToken } from '../random.ts';
import { invitationMail } from './mails.ts';
import { callerName } from '../accounts/user-name.ts';

const INVITATION_TTL_SECONDS = INVITATION_DAYS * 86_400;

const fromMembership = async (membership: MembershipItem): Promise<TeamAccess | undefined> => {
  const user = await getUser(table(), membership.user_id);
  if (!user) return undefined;
  return {
    id: user.id,
    status: membership.role === 'primary' ? 'primary' : 'active',
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    permissions: membership.permissions,
    created_on: membership.created_on,
    expires_at: null,
  };
};

const fromInvitation = (invitation: Invitation): TeamAccess => ({
  id: invitation.id,
  status: 'invited',
  email: invitation.email,
  first_name: null,
  last_name: null,
  permissions: invitation.permissions,
  created_on: invitation.created_on,
  expires_at: invitation.expires_at,
});

const STATUS_ORDER: Record<TeamAccess['status'], number> = { primary: 0, active: 1, invited: 2 };

/** The account's people: the primary user, the members, then the invitations not yet accepted. */
export async function listAccesses(
  auth: AuthContext,
): Promise<{ accesses_list: TeamAccess[]; grantable_permissions: PermissionKey[] }> {
  const db = table();
  const [memberships, invitations] = await Promise.all([
    listAccountMemberships(db, auth.accountId),
    listInvitations(db, auth.accountId),
  ]);
  const members = (
    await Promise.all(memberships.filter((membership) => membership.status === 'active').map(fromMembership))
  ).filter((access) => access !== undefined);
  const list = [...members, ...invitations.map(fromInvitation)];
  return {
    accesses_list: list.sort(
      (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status] || a.email.localeCompare(b.email),
    ),
    grantable_permissions: grantablePermissions(auth),
  };
}

/** The keys the caller may give here: the account's plan has them and the caller holds them; never primary_user. */
export const grantablePermissions = (auth: AuthContext): PermissionKey[] =>
  auth.accountPermissions.filter((key) => key !== 'primary_user' && holdsPermission(auth, key));

function checkedGrant(auth: AuthContext, permissions: readonly PermissionKey[]): PermissionKey[] {
  const grantable = new Set(grantablePermissions(auth));
  const refused = permissions.filter((key) => !grantable.has(key));
  if (refused.length > 0)
    throw new AppError('permission_not_grantable', { fields: { permissions: 'permission_not_grantable' } });
  return [...permissions];
}

/** A person of this account by the id the access tab shows: a member, or an invitation. */
async function findAccess(
  accountId: string,
  id: string,
): Promise<
  { membership: MembershipItem; invitation?: undefined } | { invitation: Invitation; membership?: undefined }
> {
  const db = table();
  const [membership, invitation] = await Promise.all([
    getMembership(db, accountId, id),
    getInvitation(db, accountId, id),
  ]);
  if (membership && membership.status === 'active') return { membership };
  if (invitation) return { invitation };
  throw new AppError('not_found');
}

/**
 * Mails the invitation's link. The mail allowances are spent before (spendInvitationMail), so a refusal changes nothing.
 * The link names the invitee's language (`?lang=`): a link that no longer works is still told in it, though the API then says nothing of the invitation.
 */
async function sendInvitation(auth: AuthContext, invitation: Invitation, secret: string): Promise<void> {
  const account = await getAccount(table(), auth.accountId);
  const link = `${config().appUrl}/account/i/${encodeURIComponent(invitation.created_on)}/${secret}?lang=${invitation.language}`;
  await mailer.send(
    invitationMail({
      language: invitation.language,
      to: invitation.email,
      inviterName: await callerName(auth),
      accountName: account?.name ?? '',
      link,
    }),
  );
}

/** Spends one invitation mail of the address's hourly allowance and of the account's. Past either, nothing is kept: the old link still works, no invitation waits unmailed. */
async function spendInvitationMail(auth: AuthContext, email: string): Promise<void> {
  await spendAttempt('invitationMailPerAddress', email);
  await spendAttempt('invitationMailPerAccount', auth.accountId);
}

const alreadyInvited = () => new AppError('invitation_exists', { fields: { email: 'invitation_exists' } });

/** Invites a person by e-mail with the keys they will hold; the e-mail carries a 7-day, single-use link. */
export async function inviteAccess(
  auth: AuthContext,
  input: { email: string; permissions: PermissionKey[]; language?: Language },
): ReturnType<typeof listAccesses> {
  const db = table();
  const email = input.email.trim().toLowerCase();
  const permissions = checkedGrant(auth, input.permissions);
  const existingUser = await getUserByEmail(db, email);
  if (existingUser && (await getMembership(db, auth.accountId, existingUser.id))?.status === 'active')
    throw new AppError('access_exists', { fields: { email: 'access_exists' } });
  if (await isInvited(db, auth.accountId, email)) throw alreadyInvited();
  const account = await getAccount(db, auth.accountId);
  const secret = newSecretToken();
  const invitation: Invitation = {
    id: newId(),
    account_id: auth.accountId,
    email,
    permissions,
    invited_by: auth.userId,
    language: input.language ?? existingUser?.language ?? account?.language ?? 'en',
    token_hash: hashToken(secret),
    created_on: nowIso(),
    expires_at: epochSeconds() + INVITATION_TTL_SECONDS,
  };
  try {
    await putInvitation(db, invitation);
  } catch (error) {
    // The same address invited at the same instant by someone else: theirs was written.
    if (error instanceof UniqueConflictError && error.conflict === 'invitation') throw alreadyInvited();
    throw error;
  }
  try {
    await spendInvitationMail(auth, email);
  } catch (error) {
    // Past an allowance: no invitation waits unmailed. Written first, so a refused duplicate spends nothing.
    await deleteInvitation(db, invitation);
    throw error;
  }
  await sendInvitation(auth, invitation, secret);
  return listAccesses(auth);
}

/** A new link for an invitation (the old one stops working), valid 7 days from now. */
export async function resendInvitation(auth: AuthContext, id: string): ReturnType<typeof listAccesses> {
  const { invitation } = await findAccess(auth.accountId, id);
  if (!invitation) throw new AppError('not_found');
  const secret = newSecretToken();
  const renewed: Invitation = {
    ...invitation,
    token_hash: hashToken(secret),
    created_on: nowIso(),
    expires_at: epochSeconds() + INVITATION_TTL_SECONDS,
    invited_by: auth.userId,
  };
  await spendInvitationMail(auth, invitation.email);
  await renewInvitation(table(), invitation, renewed);
  await sendInvitation(auth, renewed, secret);
  return listAccesses(auth);
}

/** Revokes a member's access at once (their next call on this account is refused), or withdraws an invitation; never one that holds keys the caller lacks. */
export async function removeAccess(auth: AuthContext, id: string): ReturnType<typeof listAccesses> {
  const found = await findAccess(auth.accountId, id);
  // As on save-permissions, keys the caller cannot give are not theirs to take away: removing the
  // access would take them all. The primary user may always (keys outside the plan do not count).
  if (found.membership?.role === 'primary') throw new AppError('primary_access');
  const held = found.invitation ? found.invitation.permissions : found.membership.permissions;
  const grantable = new Set(grantablePermissions(auth));
  if (auth.role !== 'primary' && held.some((key) => auth.accountPermissions.includes(key) && !grantable.has(key)))
    throw new AppError('access_outranks');
  if (found.invitation) {
    await deleteInvitation(table(), found.invitation);
  } else {
    try {
      await deleteMembership(table(), auth.accountId, found.membership.user_id);
    } catch (error) {
      if (error instanceof ConditionFailedError) throw new AppError('primary_access');
      throw error;
    }
  }
  return listAccesses(auth);
}

async function accessAnswer(auth: AuthContext, id: string) {
  const found = await findAccess(auth.accountId, id);
  const access = found.invitation ? fromInvitation(found.invitation) : await fromMembership(found.membership);
  if (!access) throw new AppError('not_found');
  return { access, grantable_permissions: grantablePermissions(auth) };
}

export const getAccessPermissions = (auth: AuthContext, id: string) => accessAnswer(auth, id);

/**
 * Sets a member's (or an invitation's) keys; the primary user's never change. Keys the caller
 * cannot give (the plan or they lack them) are not theirs to take away either: those stay as they
 * were, whatever was sent, as the drawer shows them (disabled, unchanged).
 */
export async function saveAccessPermissions(auth: AuthContext, id: string, requested: PermissionKey[]) {
  const found = await findAccess(auth.accountId, id);
  if (found.membership?.role === 'primary') throw new AppError('primary_access');
  const current = found.invitation?.permissions ?? found.membership?.permissions ?? [];
  const grantable = new Set(grantablePermissions(auth));
  if (requested.some((key) => !grantable.has(key) && !current.includes(key)))
    throw new AppError('permission_not_grantable', { fields: { permissions: 'permission_not_grantable' } });
  const permissions = [
    ...new Set([...requested.filter((key) => grantable.has(key)), ...current.filter((key) => !grantable.has(key))]),
  ];
  if (found.invitation) await setInvitationPermissions(table(), found.invitation, permissions);
  else await setMembershipPermissions(table(), auth.accountId, found.membership.user_id, permissions);
  return accessAnswer(auth, id);
}
