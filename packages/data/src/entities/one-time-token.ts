import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { epochSeconds, nowIso, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * Activation and password-reset tokens. Only a SHA-256 of the token is stored, so a table read
 * does not hand out working links. The `ttl` attribute lets DynamoDB delete them a day after expiry.
 */
export const oneTimeTokenSchema = z.object({
  token_hash: z.string(),
  kind: z.enum(['activate_user', 'activate_account', 'reset_password']),
  user_id: z.string(),
  account_id: z.string().nullable(),
  expires_at: z.number(),
  used_on: z.string().nullable(),
  created_on: z.string(),
});
export type OneTimeToken = z.infer<typeof oneTimeTokenSchema>;

export const oneTimeTokenItem = (token: OneTimeToken) => ({
  ...keys.oneTimeToken(token.token_hash), type: 'one_time_token', ...token, ttl: token.expires_at + 86_400,
});

export async function putOneTimeToken(db: Db, token: OneTimeToken): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: oneTimeTokenItem(token), ConditionExpression: 'attribute_not_exists(PK)' }));
}

export async function getOneTimeToken(db: Db, tokenHash: string): Promise<OneTimeToken | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.oneTimeToken(tokenHash), ConsistentRead: true }));
  return Item ? oneTimeTokenSchema.parse(Item) : undefined;
}

/** The update that marks a token used, only if unused and unexpired: for a transaction or alone. */
export const consumeOneTimeTokenUpdate = (db: Db, tokenHash: string) => ({
  TableName: db.tableName,
  Key: keys.oneTimeToken(tokenHash),
  ConditionExpression: 'attribute_exists(PK) AND used_on = :unused AND expires_at > :now',
  UpdateExpression: 'SET used_on = :used',
  ExpressionAttributeValues: { ':unused': null, ':now': epochSeconds(), ':used': nowIso() },
});

export async function consumeOneTimeToken(db: Db, tokenHash: string): Promise<void> {
  await db.client.send(new UpdateCommand(consumeOneTimeTokenUpdate(db, tokenHash)));
}
