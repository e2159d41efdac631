import * as z from 'zod';
import { epochSeconds, nowIso, type Db } from '../db.ts';
import {
  defineEntity,
  deleteAndRead,
  getItem,
  itemExists,
  itemIsThere,
  putItem,
  putItems,
  updateItem,
  whenConditionHolds,
} from '../entity.ts';
import { keys } from '../keys.ts';
import { userEntity } from './user.ts';

/**
 * Server-side session state, so a session ends when it should (docs/api.md, Sessions):
 * - a session is its refresh token (kept by its hash, `REFRESH#`): only one the platform issued, not
 *   signed out and not issued before the user's last password change renews it;
 * - the session's record lists the access tokens issued in it (at sign-in and at each renewal)
 *   that have not expired, and each of those points back to it (`ACCESS#<jti>`), so signing out
 *   with any token of the session ends all of it;
 * - a signed-out access token: its `jti` is remembered until the token would have expired anyway
 *   (`REVOKED#`), and every signed-in call refuses it.
 */

/** An access token issued in a session: its id and expiry (epoch seconds). */
export interface IssuedAccessToken {
  jti: string;
  exp: number;
}

/** A signed-out access token, remembered until it expires (`ttl`). */
const revokedAccessTokenEntity = defineEntity({
  type: 'revoked_access_token',
  // The id is also the key; items written before it was stored too read as ''.
  schema: z.object({ jti: z.string().default(''), ttl: z.number() }),
  key: (token) => keys.revokedAccessToken(token.jti),
});

export async function isAccessTokenRevoked(db: Db, jti: string): Promise<boolean> {
  return itemIsThere(db, keys.revokedAccessToken(jti));
}

/** Every access token of a list remembered as signed out until it expires (those expired already are left out). */
export async function revokeAccessTokens(db: Db, tokens: readonly IssuedAccessToken[]): Promise<void> {
  const now = epochSeconds();
  const live = [
    ...new Map(tokens.filter((token) => token.jti && token.exp > now).map((token) => [token.jti, token])).values(),
  ];
  await putItems(
    db,
    revokedAccessTokenEntity,
    live.map((token) => ({ jti: token.jti, ttl: token.exp })),
  );
}

const refreshTokenSchema = z.object({
  user_id: z.string(),
  issued_at: z.number(),
  ttl: z.number(),
  /** The session's access tokens not expired when last written: jti -> expiry. Absent on records written before it was kept. */
  access_tokens: z.record(z.string(), z.number()).optional(),
});
export type RefreshTokenRecord = z.infer<typeof refreshTokenSchema>;

const refreshTokenEntity = defineEntity({
  type: 'refresh_token',
  // The hash is also the key; records written before it was stored too read as ''.
  schema: refreshTokenSchema.extend({ token_hash: z.string().default('') }),
  key: (record) => keys.refreshToken(record.token_hash),
});

/** Which session (refresh token's hash) an access token was issued in. */
const accessTokenSessionEntity = defineEntity({
  type: 'access_token_session',
  schema: z.object({ jti: z.string().default(''), session: z.string(), ttl: z.number() }),
  key: (pointer) => keys.accessTokenSession(pointer.jti),
});

const pointToSession = (db: Db, tokenHash: string, accessToken: IssuedAccessToken) =>
  putItem(db, accessTokenSessionEntity, { jti: accessToken.jti, session: tokenHash, ttl: accessToken.exp });

/** A new session: its refresh token and the access token issued with it. */
export async function recordRefreshToken(
  db: Db,
  tokenHash: string,
  userId: string,
  validDays: number,
  accessToken: IssuedAccessToken,
): Promise<void> {
  const issuedAt = epochSeconds();
  await Promise.all([
    putItem(db, refreshTokenEntity, {
      token_hash: tokenHash,
      user_id: userId,
      issued_at: issuedAt,
      ttl: issuedAt + validDays * 86_400,
      access_tokens: accessToken.jti ? { [accessToken.jti]: accessToken.exp } : {},
    }),
    ...(accessToken.jti ? [pointToSession(db, tokenHash, accessToken)] : []),
  ]);
}

/**
 * Adds an access token renewed in a session to its record, dropping those expired since (so the
 * record stays small however often a script renews). Each token is a key of its own, so two
 * renewals at once both land. False when the session ended meanwhile (signed out): the caller
 * revokes the new token.
 */
export async function recordRenewedAccessToken(
  db: Db,
  tokenHash: string,
  record: RefreshTokenRecord,
  accessToken: IssuedAccessToken,
): Promise<boolean> {
  if (!accessToken.jti) return true;
  const now = epochSeconds();
  const expired = Object.entries(record.access_tokens ?? {})
    .filter(([, exp]) => exp <= now)
    .map(([jti]) => jti)
    .slice(0, 50);
  const written = await whenConditionHolds(
    (async () => {
      // A record written before the list was kept gets an empty one first (a path into a missing map cannot be set).
      if (!record.access_tokens) {
        await updateItem(db, refreshTokenEntity, keys.refreshToken(tokenHash), {
          expression: 'SET access_tokens = if_not_exists(access_tokens, :none)',
          values: { ':none': {} },
          when: itemExists,
        });
      }
      await updateItem(db, refreshTokenEntity, keys.refreshToken(tokenHash), {
        expression: `SET access_tokens.#new = :exp${expired.length ? ` REMOVE ${expired.map((_, i) => `access_tokens.#old${i}`).join(', ')}` : ''}`,
        names: { '#new': accessToken.jti, ...Object.fromEntries(expired.map((jti, i) => [`#old${i}`, jti])) },
        values: { ':exp': accessToken.exp },
        when: itemExists,
      });
    })(),
  );
  if (!written) return false;
  await pointToSession(db, tokenHash, accessToken);
  return true;
}

/** The record of an issued refresh token, unless it was signed out or has expired. */
export async function getRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRecord | undefined> {
  const record = await getItem(db, refreshTokenEntity, keys.refreshToken(tokenHash));
  if (!record || record.ttl <= epochSeconds()) return undefined;
  const { token_hash: _hash, ...answer } = record;
  return answer;
}

/** The session an access token was issued in (its refresh token's hash), while the token is valid. */
export async function sessionOfAccessToken(db: Db, jti: string): Promise<string | undefined> {
  const pointer = await getItem(db, accessTokenSessionEntity, keys.accessTokenSession(jti), { consistent: false });
  return pointer && pointer.ttl > epochSeconds() ? pointer.session : undefined;
}

/**
 * Ends a session: its refresh token renews nothing any more, and the access tokens issued in it
 * that have not expired are answered, for the caller to revoke. One delete answers the list, so a
 * renewal racing the sign-out either is in it or finds the session gone (recordRenewedAccessToken).
 */
export async function endSession(db: Db, tokenHash: string): Promise<IssuedAccessToken[]> {
  const record = await deleteAndRead(db, refreshTokenEntity, keys.refreshToken(tokenHash));
  return Object.entries(record?.access_tokens ?? {}).map(([jti, exp]) => ({ jti, exp }));
}

/** Ends every session of a user issued before now (a password change or reset): their tokens are refused from here on. */
export async function endSessionsBefore(db: Db, userId: string, at = epochSeconds()): Promise<void> {
  await updateItem(db, userEntity, keys.user(userId), {
    set: { sessions_valid_after: at, modified_on: nowIso() },
    when: itemExists,
  });
}
