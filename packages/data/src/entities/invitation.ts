import { permissionKeySchema } from '@masterport/contract';
import * as z from 'zod';
import type { Db } from '../db.ts';
import {
  defineEntity,
  fieldsEqual,
  getItem,
  itemAbsent,
  itemExists,
  itemIsThere,
  queryAll,
  step,
  transact,
  updateAndRead,
} from '../entity.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { keys, ranges } from '../keys.ts';
import { membershipEntity, type MembershipItem } from './membership.ts';
import { consumeOneTimeTokenStep, oneTimeTokenEntity, type InvitationToken } from './one-time-token.ts';

/**
 * An invitation to join an account (seed 000 "Access (invited user)"), in two items written
 * together: the invitation in the account's partition (what the access tab lists and edits), and
 * its link's token, found by the SHA-256 of the link's secret (the secret itself is never stored).
 * Resending replaces the token, so the old link stops working; accepting uses the token once,
 * removes the invitation and writes the membership in one transaction. A third item holds the
 * address in the account while it is invited, so two invitations sent at the same instant cannot
 * both be written.
 */
export const invitationSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  email: z.string(),
  permissions: z.array(permissionKeySchema),
  invited_by: z.string(),
  /** The language of the e-mail and of the invitation page. */
  language: z.enum(['en', 'fr']),
  token_hash: z.string(),
  /** When the current link was made (the link carries it): a resend renews it. */
  created_on: z.string(),
  expires_at: z.number(),
});
export type Invitation = z.infer<typeof invitationSchema>;

const invitationEntity = defineEntity({
  type: 'invitation',
  schema: invitationSchema,
  key: (invitation) => keys.invitation(invitation.account_id, invitation.id),
});

/** Holds the address in the account while it is invited. */
const inviteeEntity = defineEntity({
  type: 'invitee',
  // The address is also the key; holds written before it was stored too read as ''.
  schema: z.object({ account_id: z.string().default(''), email: z.string().default(''), invitation_id: z.string() }),
  key: (invitee) => keys.invitee(invitee.account_id, invitee.email),
});

/** The link's token, one of the one-time tokens (entities/one-time-token.ts). */
const tokenOf = (invitation: Invitation): InvitationToken => ({
  kind: 'invitation',
  token_hash: invitation.token_hash,
  invitation_id: invitation.id,
  account_id: invitation.account_id,
  email: invitation.email,
  created_on: invitation.created_on,
  expires_at: invitation.expires_at,
  used_on: null,
});

const inviteeOf = (invitation: Invitation) => ({
  account_id: invitation.account_id,
  email: invitation.email,
  invitation_id: invitation.id,
});

/** Writes a new invitation; an address already invited to the account is refused (`UniqueConflictError('invitation')`). */
export async function putInvitation(db: Db, invitation: Invitation): Promise<void> {
  try {
    await transact(db, [
      step.put(inviteeEntity, inviteeOf(invitation), itemAbsent),
      step.put(invitationEntity, invitation, itemAbsent),
      step.put(oneTimeTokenEntity, tokenOf(invitation), itemAbsent),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('invitation');
    throw error;
  }
}

/** Whether the address has an invitation to the account waiting. */
export async function isInvited(db: Db, accountId: string, email: string): Promise<boolean> {
  return itemIsThere(db, keys.invitee(accountId, email));
}

export async function getInvitation(db: Db, accountId: string, invitationId: string): Promise<Invitation | undefined> {
  return getItem(db, invitationEntity, keys.invitation(accountId, invitationId));
}

export async function listInvitations(db: Db, accountId: string): Promise<Invitation[]> {
  return queryAll(db, invitationEntity, ranges.invitations(accountId), { consistent: true });
}

/** A new link for a pending invitation: the old token is deleted with the change, so the old link dies. */
export async function renewInvitation(db: Db, previous: Invitation, next: Invitation): Promise<void> {
  await transact(db, [
    step.put(invitationEntity, next, fieldsEqual({ token_hash: previous.token_hash })),
    step.delete(keys.oneTimeToken(previous.token_hash)),
    step.put(oneTimeTokenEntity, tokenOf(next), itemAbsent),
  ]);
}

export async function setInvitationPermissions(
  db: Db,
  invitation: Invitation,
  permissions: Invitation['permissions'],
): Promise<Invitation> {
  return updateAndRead(db, invitationEntity, keys.invitation(invitation.account_id, invitation.id), {
    set: { permissions },
    when: itemExists,
  });
}

/** Withdraws an invitation: its link stops working at once. */
export async function deleteInvitation(db: Db, invitation: Invitation): Promise<void> {
  await transact(db, [
    step.delete(keys.invitation(invitation.account_id, invitation.id)),
    step.delete(keys.oneTimeToken(invitation.token_hash)),
    step.delete(keys.invitee(invitation.account_id, invitation.email)),
  ]);
}

/**
 * Acceptance: the token is used once and before it expires, the invitation is gone and the
 * membership written, together. Also writes `extra` items in the same transaction (a new person's
 * user and e-mail reservation, built by their entities). A second click, or a race of two, finds the token used.
 */
export async function acceptInvitation(
  db: Db,
  input: { token: InvitationToken; membership: MembershipItem; now: string; extra?: Record<string, unknown>[] },
): Promise<void> {
  try {
    await transact(db, [
      consumeOneTimeTokenStep(input.token.token_hash),
      step.delete(keys.invitation(input.token.account_id, input.token.invitation_id), itemExists),
      // An existing membership (the person already belongs to the account) is kept as it is.
      step.put(membershipEntity, input.membership, itemAbsent),
      step.delete(keys.invitee(input.token.account_id, input.token.email)),
      ...(input.extra ?? []).map((item) => step.putBuilt(item, itemAbsent)),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedItems.includes(0) || error.failedItems.includes(1)) throw new UniqueConflictError('token');
      if (error.failedItems.includes(2)) throw new UniqueConflictError('membership');
      if (error.failedItems.length > 0) throw new UniqueConflictError('email');
    }
    throw error;
  }
}
