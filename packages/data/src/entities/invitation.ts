import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { permissionKeySchema } from '@masterport/contract';
import * as z from 'zod';
import { queryAllWithPrefix, type Db } from '../db.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { keys } from '../keys.ts';
import { membershipItem, type MembershipItem } from './membership.ts';
import { consumeOneTimeTokenUpdate, oneTimeTokenItem, type InvitationToken } from './one-time-token.ts';

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


const invitationItem = (invitation: Invitation) => ({ ...keys.invitation(invitation.account_id, invitation.id), type: 'invitation', ...invitation });
/** The link's token, one of the one-time tokens (entities/one-time-token.ts). */
const tokenItem = (invitation: Invitation) => oneTimeTokenItem({
  kind: 'invitation', token_hash: invitation.token_hash, invitation_id: invitation.id, account_id: invitation.account_id, email: invitation.email,
  created_on: invitation.created_on, expires_at: invitation.expires_at, used_on: null,
});

const inviteeItem = (invitation: Invitation) => ({ ...keys.invitee(invitation.account_id, invitation.email), type: 'invitee', invitation_id: invitation.id });

/** Writes a new invitation; an address already invited to the account is refused (`UniqueConflictError('invitation')`). */
export async function putInvitation(db: Db, invitation: Invitation): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: db.tableName, Item: inviteeItem(invitation), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: db.tableName, Item: invitationItem(invitation), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Put: { TableName: db.tableName, Item: tokenItem(invitation), ConditionExpression: 'attribute_not_exists(PK)' } },
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('invitation');
    throw error;
  }
}

/** Whether the address has an invitation to the account waiting. */
export async function isInvited(db: Db, accountId: string, email: string): Promise<boolean> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.invitee(accountId, email), ConsistentRead: true }));
  return Item !== undefined;
}

export async function getInvitation(db: Db, accountId: string, invitationId: string): Promise<Invitation | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.invitation(accountId, invitationId), ConsistentRead: true }));
  return Item ? invitationSchema.parse(Item) : undefined;
}

export async function listInvitations(db: Db, accountId: string): Promise<Invitation[]> {
  return (await queryAllWithPrefix(db, keys.account(accountId).PK, 'INVITATION#')).map((item) => invitationSchema.parse(item));
}

/** A new link for a pending invitation: the old token is deleted with the change, so the old link dies. */
export async function renewInvitation(db: Db, previous: Invitation, next: Invitation): Promise<void> {
  await db.client.send(new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: db.tableName, Item: invitationItem(next), ConditionExpression: 'token_hash = :previous', ExpressionAttributeValues: { ':previous': previous.token_hash } } },
      { Delete: { TableName: db.tableName, Key: keys.oneTimeToken(previous.token_hash) } },
      { Put: { TableName: db.tableName, Item: tokenItem(next), ConditionExpression: 'attribute_not_exists(PK)' } },
    ],
  }));
}

export async function setInvitationPermissions(db: Db, invitation: Invitation, permissions: Invitation['permissions']): Promise<Invitation> {
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName, Key: keys.invitation(invitation.account_id, invitation.id), ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET #permissions = :permissions', ExpressionAttributeNames: { '#permissions': 'permissions' }, ExpressionAttributeValues: { ':permissions': permissions },
    ReturnValues: 'ALL_NEW',
  }));
  return invitationSchema.parse(Attributes);
}

/** Withdraws an invitation: its link stops working at once. */
export async function deleteInvitation(db: Db, invitation: Invitation): Promise<void> {
  await db.client.send(new TransactWriteCommand({
    TransactItems: [
      { Delete: { TableName: db.tableName, Key: keys.invitation(invitation.account_id, invitation.id) } },
      { Delete: { TableName: db.tableName, Key: keys.oneTimeToken(invitation.token_hash) } },
      { Delete: { TableName: db.tableName, Key: keys.invitee(invitation.account_id, invitation.email) } },
    ],
  }));
}

/**
 * Acceptance: the token is used once and before it expires, the invitation is gone and the
 * membership written, together. Also writes `extra` items in the same transaction (a new person's
 * user and e-mail reservation). A second click, or a race of two, finds the token used.
 */
export async function acceptInvitation(db: Db, input: { token: InvitationToken; membership: MembershipItem; now: string; extra?: Record<string, unknown>[] }): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Update: consumeOneTimeTokenUpdate(db, input.token.token_hash) },
        { Delete: { TableName: db.tableName, Key: keys.invitation(input.token.account_id, input.token.invitation_id), ConditionExpression: 'attribute_exists(PK)' } },
        // An existing membership (the person already belongs to the account) is kept as it is.
        { Put: { TableName: db.tableName, Item: membershipItem(input.membership), ConditionExpression: 'attribute_not_exists(PK)' } },
        { Delete: { TableName: db.tableName, Key: keys.invitee(input.token.account_id, input.token.email) } },
        ...(input.extra ?? []).map((Item) => ({ Put: { TableName: db.tableName, Item, ConditionExpression: 'attribute_not_exists(PK)' } })),
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError) {
      if (error.failedItems.includes(0) || error.failedItems.includes(1)) throw new UniqueConflictError('token');
      if (error.failedItems.includes(2)) throw new UniqueConflictError('membership');
      if (error.failedItems.length > 0) throw new UniqueConflictError('email');
    }
    throw error;
  }
}
