import * as z from 'zod';
import { epochSeconds, nowIso, type Db } from '../db.ts';
import { defineEntity, getItem, putIfAbsent, step, updateItem, type Change, type TransactionStep } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * The tokens behind e-mailed links, used once: activation, password reset, and invitations to an
 * account. Only a SHA-256 of the token is stored, so a table read does not hand out working links.
 * The `ttl` attribute lets DynamoDB delete them after expiry: a day for a user's own links, a month
 * for invitations (a late click is told the link expired rather than that it never existed).
 */
const tokenFields = {
  token_hash: z.string(),
  expires_at: z.number(),
  used_on: z.string().nullable(),
  created_on: z.string(),
};

/** A user's own links: activation of the user or of an account, password reset. */
export const userTokenSchema = z.object({
  ...tokenFields,
  kind: z.enum(['activate_user', 'activate_account', 'reset_password']),
  user_id: z.string(),
  account_id: z.string().nullable(),
});
export type UserToken = z.infer<typeof userTokenSchema>;

/** An invitation's link (entities/invitation.ts): to whom, to which account; a resend replaces it. */
export const invitationTokenSchema = z.object({
  ...tokenFields,
  kind: z.literal('invitation'),
  invitation_id: z.string(),
  account_id: z.string(),
  email: z.string(),
});
export type InvitationToken = z.infer<typeof invitationTokenSchema>;

export const oneTimeTokenSchema = z.discriminatedUnion('kind', [userTokenSchema, invitationTokenSchema]);
export type OneTimeToken = z.infer<typeof oneTimeTokenSchema>;

const TTL_AFTER_EXPIRY_SECONDS = { user: 86_400, invitation: 30 * 86_400 } as const;

export const oneTimeTokenEntity = defineEntity({
  type: 'one_time_token',
  schema: oneTimeTokenSchema,
  key: (token) => keys.oneTimeToken(token.token_hash),
  stored: (token) => ({
    ttl: token.expires_at + TTL_AFTER_EXPIRY_SECONDS[token.kind === 'invitation' ? 'invitation' : 'user'],
  }),
});

export const oneTimeTokenItem = (token: OneTimeToken) => oneTimeTokenEntity.item(token);

export async function putOneTimeToken(db: Db, token: OneTimeToken): Promise<void> {
  await putIfAbsent(db, oneTimeTokenEntity, token);
}

async function readToken(db: Db, tokenHash: string): Promise<OneTimeToken | undefined> {
  return getItem(db, oneTimeTokenEntity, keys.oneTimeToken(tokenHash));
}

/** A user's own link (activation, reset); an invitation's token is no such link. */
export async function getOneTimeToken(db: Db, tokenHash: string): Promise<UserToken | undefined> {
  const token = await readToken(db, tokenHash);
  return token && token.kind !== 'invitation' ? token : undefined;
}

/** An invitation's link; a user's own token is no invitation. */
export async function getInvitationToken(db: Db, tokenHash: string): Promise<InvitationToken | undefined> {
  const token = await readToken(db, tokenHash);
  return token?.kind === 'invitation' ? token : undefined;
}

/** Marks a token used, only if unused and unexpired. */
const consume = (): Change => ({
  expression: 'SET used_on = :used',
  values: { ':used': nowIso() },
  when: {
    expression: 'attribute_exists(PK) AND used_on = :unused AND expires_at > :now',
    values: { ':unused': null, ':now': epochSeconds() },
  },
});

/** The use of a token, as a step of a transaction (activation, an invitation's acceptance). */
export const consumeOneTimeTokenStep = (tokenHash: string): TransactionStep =>
  step.update(oneTimeTokenEntity, keys.oneTimeToken(tokenHash), consume());

export async function consumeOneTimeToken(db: Db, tokenHash: string): Promise<void> {
  await updateItem(db, oneTimeTokenEntity, keys.oneTimeToken(tokenHash), consume());
}
