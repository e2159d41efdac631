import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { z } from 'zod';
import { epochSeconds, nowIso, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * Server-side session state, so a session ends when it should (docs/api.md, Sessions):
 * - a signed-out access token: its `jti` is remembered until the token would have expired anyway,
 *   and every signed-in call refuses it;
 * - a refresh token: only one the platform issued (at sign-in, kept by its hash) and that was not
 *   signed out or issued before the user's last password change can renew a session.
 */

export async function revokeAccessToken(db: Db, jti: string, expiresAt: number): Promise<void> {
  await db.client.send(new PutCommand({ TableName: db.tableName, Item: { ...keys.revokedAccessToken(jti), type: 'revoked_access_token', ttl: expiresAt } }));
}

export async function isAccessTokenRevoked(db: Db, jti: string): Promise<boolean> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.revokedAccessToken(jti), ConsistentRead: true }));
  return Item !== undefined;
}

const refreshTokenSchema = z.object({ user_id: z.string(), issued_at: z.number(), ttl: z.number() });
export type RefreshTokenRecord = z.infer<typeof refreshTokenSchema>;

export async function recordRefreshToken(db: Db, tokenHash: string, userId: string, validDays: number): Promise<void> {
  const issuedAt = epochSeconds();
  await db.client.send(new PutCommand({
    TableName: db.tableName,
    Item: { ...keys.refreshToken(tokenHash), type: 'refresh_token', user_id: userId, issued_at: issuedAt, ttl: issuedAt + validDays * 86_400 },
  }));
}

/** The record of an issued refresh token, unless it was signed out or has expired. */
export async function getRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.refreshToken(tokenHash), ConsistentRead: true }));
  const record = Item ? refreshTokenSchema.parse(Item) : undefined;
  return record && record.ttl > epochSeconds() ? record : undefined;
}

export async function forgetRefreshToken(db: Db, tokenHash: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.refreshToken(tokenHash) }));
}

/** Ends every session of a user issued before now (a password change or reset): their tokens are refused from here on. */
export async function endSessionsBefore(db: Db, userId: string, at = epochSeconds()): Promise<void> {
  await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.user(userId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET sessions_valid_after = :at, modified_on = :now',
    ExpressionAttributeValues: { ':at': at, ':now': nowIso() },
  }));
}
