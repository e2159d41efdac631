import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds, type Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * Counts attempts in a fixed window per scope (e.g. failed sign-ins per address) and answers the
 * count after this one. The window's item expires through TTL.
 */
export async function countAttempt(db: Db, scope: string, windowSeconds: number): Promise<number> {
  const window = Math.floor(epochSeconds() / windowSeconds);
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.attempts(`${scope}#${window}`),
    UpdateExpression: 'ADD attempts :one SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':ttl': (window + 1) * windowSeconds + 60 },
    ReturnValues: 'UPDATED_NEW',
  }));
  return Number(Attributes?.attempts ?? 1);
}

export async function peekAttempts(db: Db, scope: string, windowSeconds: number): Promise<number> {
  const window = Math.floor(epochSeconds() / windowSeconds);
  const { Attributes } = await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.attempts(`${scope}#${window}`),
    UpdateExpression: 'SET #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':ttl': (window + 1) * windowSeconds + 60 },
    ReturnValues: 'ALL_NEW',
  }));
  return Number(Attributes?.attempts ?? 0);
}
