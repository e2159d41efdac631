import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { ConditionFailedError } from '../errors.ts';
import { keys } from '../keys.ts';

/**
 * A delivery lease: who may write one thing right now (a destination's delivery, one file at a
 * station's server, the send of one master). Taken with a conditional write, so two Lambdas
 * cannot both hold it; `expires_at` is in the condition, so a holder that crashed loses it by
 * itself; `ttl` lets DynamoDB remove it a day later if nobody released it.
 */
export const deliveryLeaseItemSchema = z.object({
  /** What it guards, e.g. `DEST#<distribution>#<letters>`, `REMOTE#<sha256>`, `SEND#MASTER#<id>`. */
  scope: z.string(),
  /** A random token of the holder: only it renews or releases. */
  holder: z.string(),
  /** Epoch milliseconds: past this, anyone may take it. */
  expires_at: z.number(),
  taken_on: z.string(),
});
export type DeliveryLeaseItem = z.infer<typeof deliveryLeaseItemSchema>;

/** A day after expiry: long enough to read what held it when looking into a stuck delivery. */
const ttlOf = (expiresAt: number) => Math.ceil(expiresAt / 1000) + 86_400;

/** Takes the lease if free, expired, or already ours (a renewal by take is harmless); false when another holds it. */
export async function takeDeliveryLease(db: Db, scope: string, holder: string, forMs: number, now = Date.now()): Promise<boolean> {
  const expiresAt = now + forMs;
  try {
    await db.client.send(new PutCommand({
      TableName: db.tableName,
      Item: { ...keys.deliveryLease(scope), type: 'delivery_lease', scope, holder, expires_at: expiresAt, taken_on: new Date(now).toISOString(), ttl: ttlOf(expiresAt) },
      ConditionExpression: 'attribute_not_exists(PK) OR expires_at < :now OR holder = :holder',
      ExpressionAttributeValues: { ':now': now, ':holder': holder },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Extends a lease still ours; false when it expired and another took it meanwhile (the holder must stop writing). */
export async function renewDeliveryLease(db: Db, scope: string, holder: string, forMs: number, now = Date.now()): Promise<boolean> {
  const expiresAt = now + forMs;
  try {
    await db.client.send(new UpdateCommand({
      TableName: db.tableName, Key: keys.deliveryLease(scope),
      UpdateExpression: 'SET expires_at = :expires, #ttl = :ttl',
      ConditionExpression: 'holder = :holder',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':expires': expiresAt, ':ttl': ttlOf(expiresAt), ':holder': holder },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Gives a lease back; one another holder took after ours expired stays theirs. */
export async function releaseDeliveryLease(db: Db, scope: string, holder: string): Promise<void> {
  try {
    await db.client.send(new DeleteCommand({
      TableName: db.tableName, Key: keys.deliveryLease(scope), ConditionExpression: 'holder = :holder', ExpressionAttributeValues: { ':holder': holder },
    }));
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
  }
}

export async function getDeliveryLease(db: Db, scope: string): Promise<DeliveryLeaseItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.deliveryLease(scope), ConsistentRead: true }));
  return Item ? deliveryLeaseItemSchema.parse(Item) : undefined;
}
