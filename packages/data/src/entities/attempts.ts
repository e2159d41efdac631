import * as z from 'zod';
import { epochSeconds, type Db } from '../db.ts';
import { defineEntity, updateAndRead } from '../entity.ts';
import { keys } from '../keys.ts';

/** A window's counter: only ever updated in place (ADD makes it). */
const attemptsEntity = defineEntity({
  type: 'attempts',
  schema: z.object({ attempts: z.number().optional(), ttl: z.number() }),
});

/** The key of the current window of a scope, and when its counter expires (TTL). */
function currentWindow(scope: string, windowSeconds: number) {
  const window = Math.floor(epochSeconds() / windowSeconds);
  return { key: keys.attempts(`${scope}#${window}`), ttl: (window + 1) * windowSeconds + 60 };
}

/**
 * Counts attempts in a fixed window per scope (e.g. failed sign-ins per address) and answers the
 * count after this one. The window's item expires through TTL.
 */
export async function countAttempt(db: Db, scope: string, windowSeconds: number): Promise<number> {
  const { key, ttl } = currentWindow(scope, windowSeconds);
  const counter = await updateAndRead(db, attemptsEntity, key, {
    expression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :ttl)',
    names: { '#ttl': 'ttl' },
    values: { ':one': 1, ':ttl': ttl },
  });
  return counter.attempts ?? 1;
}

export async function peekAttempts(db: Db, scope: string, windowSeconds: number): Promise<number> {
  const { key, ttl } = currentWindow(scope, windowSeconds);
  const counter = await updateAndRead(db, attemptsEntity, key, {
    expression: 'SET #ttl = if_not_exists(#ttl, :ttl)',
    names: { '#ttl': 'ttl' },
    values: { ':ttl': ttl },
  });
  return counter.attempts ?? 0;
}
