import type { Language } from '@masterport/contract';
import {
  acceptInvitation,
  epochSeconds,
  getAccount,
  getInvitation,
  getInvitationToken,
  getUser,
  getUserByEmail,
  nowIso,
  UniqueConflictError,
  updateUser,
  userEmailItem,
  userItem,
  type InvitationToken,
  type UserItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { identityProvider, IdentityError, type Tokens } from '../adapters/identity-provider.ts';
import { mailer } from '../adapters/mailer.ts';
import { rememberSession } from '../accounts/sign-in.ts';
import { userDisplayName } from '../accounts/user-name.ts';
import { buildSession } from '../accounts/session.ts';
import { limitFailures, spendAttempt } from '../auth/rate-limits.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { hashToken } from '../random.ts';
import { invitationRequestMail } from './mails.ts';

interface InvitationLink {
  created_on: string;
  hash_key: string;
}

/**
 * The token behind a link, as long as it can still be used. A link that never existed, was
 * replaced by a resend, was used or has expired all answer `invitation_token`; guessing links
 * from one source is rate-limited like the other e-mailed tokens.
 */
async function usableToken(
  link: InvitationLink,
  sourceIp: string,
  options: { allowExpired?: boolean } = {},
): Promise<InvitationToken> {
  return limitFailures('tokenGuessPerSource', sourceIp, ['invitation_token'], async () => {
    const token = await getInvitationToken(table(), hashToken(link.hash_key));
    if (!token || token.created_on !== link.created_on || token.used_on) throw new AppError('invitation_token');
    if (!options.allowExpired && token.expires_at <= epochSeconds()) throw new AppError('invitation_token');
    return token;
  });
}

/** What the invitation page shows: who invites whom to which account, and whether to sign in or register. */
export async function getInvitationDetails(link: InvitationLink, sourceIp: string) {
  const db = table();
  const token = await usableToken(link, sourceIp);
  const [invitation, account, existing] = await Promise.all([
    getInvitation(db, token.account_id, token.invitation_id),
    getAccount(db, token.account_id),
    getUserByEmail(db, token.email),
  ]);
  if (!invitation || !account) throw new AppError('invitation_token');
  return {
    account_name: account.name,
    inviter_name: userDisplayName(await getUser(db, invitation.invited_by)),
    email: invitation.email,
    language: invitation.language,
    has_user: Boolean(existing && existing.status === 'active'),
  };
}

/**
 * Accepts an invitation and signs the person in, working in the inviting account. A person with a
 * user proves it with their password; a new person becomes a user here (the link, sent to the
 * address, confirms it, so no activation e-mail follows).
 */
export async function registerInvitation(
  input: InvitationLink & {
    first_name?: string;
    last_name?: string;
    password: string;
    password_confirmation?: string;
    language?: Language;
    sourceIp: string;
  },
): Promise<{ session: Awaited<ReturnType<typeof buildSession>>; tokens: Tokens }> {
  const db = table();
  const token = await usableToken(input, input.sourceIp);
  const invitation = await getInvitation(db, token.account_id, token.invitation_id);
  if (!invitation) throw new AppError('invitation_token');
  const existing = await getUserByEmail(db, token.email);
  const now = nowIso();
  const membership = {
    account_id: token.account_id,
    user_id: '',
    role: 'member' as const,
    status: 'active' as const,
    permissions: invitation.permissions,
    created_on: now,
  };

  let userId: string;
  let signedIn: Tokens | undefined;
  const extra: Record<string, unknown>[] = [];
  if (existing && existing.status === 'active') {
    // The password must be the invited address's: a link forwarded to someone else is no key to that
    // user, and guessing it here is limited as on save-password (sign-in's own limits are not met here).
    signedIn = await limitFailures('passwordGuessPerUser', existing.id, ['invitation_password'], async () => {
      try {
        return await identityProvider.signIn(token.email, input.password);
      } catch (error) {
        if (error instanceof IdentityError)
          throw new AppError('invitation_password', { fields: { password: 'invitation_password' } });
        throw error;
      }
    });
    userId = existing.id;
  } else {
    const missing = Object.fromEntries(
      (['first_name', 'last_name', 'password_confirmation'] as const)
        .filter((field) => !input[field])
        .map((field) => [field, 'required']),
    );
    if (Object.keys(missing).length > 0) throw new AppError('validation_error', { fields: missing });
    if (input.password !== input.password_confirmation)
      throw new AppError('passwords_mismatch', { fields: { password_confirmation: 'passwords_match' } });
    try {
      userId = await identityProvider.createUser(token.email, input.password).catch((error: unknown) => {
        // An identity without an active table user (a sign-up never confirmed) is taken over, as sign-up does.
        if (error instanceof IdentityError && error.reason === 'user_exists')
          return identityProvider.adoptUser(token.email, input.password);
        throw error;
      });
    } catch (error) {
      if (error instanceof IdentityError && error.reason === 'invalid_password')
        throw new AppError('validation_error', { fields: { password: 'password_min' } });
      throw error;
    }
    if (!existing) {
      const user: UserItem = {
        id: userId,
        email: token.email,
        first_name: input.first_name!,
        last_name: input.last_name!,
        phone: null,
        language: input.language ?? invitation.language,
        default_account_id: token.account_id,
        notify_master_results: true,
        status: 'active',
        created_on: now,
        modified_on: now,
      };
      extra.push(userEmailItem(user), userItem(user));
    }
  }

  try {
    await acceptInvitation(db, { token, membership: { ...membership, user_id: userId }, now, extra });
  } catch (error) {
    if (error instanceof UniqueConflictError && error.conflict === 'token') throw new AppError('invitation_token');
    if (error instanceof UniqueConflictError && error.conflict === 'membership') throw new AppError('access_exists');
    if (error instanceof UniqueConflictError && error.conflict === 'email') throw new AppError('email_exists');
    throw error;
  }
  // Someone who signed up but never confirmed: the invitation link, sent to the address, confirms it.
  if (existing && existing.status !== 'active') {
    await updateUser(db, userId, {
      first_name: input.first_name,
      last_name: input.last_name,
      status: 'active',
      default_account_id: token.account_id,
    });
  }

  const tokens = signedIn ?? (await identityProvider.signIn(token.email, input.password));
  await rememberSession(userId, tokens);
  return { session: await buildSession(userId, token.account_id, tokens.expiresAt), tokens };
}

/** From an expired link: tells the person who sent it that a new invitation is wanted. */
export async function requestInvitation(link: InvitationLink, sourceIp: string): Promise<void> {
  const db = table();
  const token = await usableToken(link, sourceIp, { allowExpired: true });
  if (token.expires_at > epochSeconds()) throw new AppError('invitation_pending');
  const invitation = await getInvitation(db, token.account_id, token.invitation_id);
  const [inviter, account] = invitation
    ? await Promise.all([getUser(db, invitation.invited_by), getAccount(db, token.account_id)])
    : [];
  if (!invitation || !inviter || !account) throw new AppError('invitation_token');
  await spendAttempt('invitationRequestPerInvitation', invitation.id);
  await mailer.send(
    invitationRequestMail({
      language: inviter.language,
      to: inviter.email,
      name: inviter.first_name,
      email: invitation.email,
      accountName: account.name,
      link: `${config().appUrl}/app/user/access`,
    }),
  );
}
