import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, deleteItem, fieldsEqual, getItem, putItem, updateItem, whenConditionHolds } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * A delivery lease: who may write one thing right now (a destination's delivery, one file at a
 * station's server, the send of one master). Taken with a conditional write, so two Lambdas
 * cannot both hold it; `expires_at` is in the condition, so a holder that crashed loses it by
 * itself; `ttl` lets DynamoDB remove it a day later if nobody released it.
 */
export const deliveryLeaseItemSchema = z.object({
  /** What it guards: one of keys.ts `leaseScopes`. */
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

const deliveryLeaseEntity = defineEntity({
  type: 'delivery_lease',
  schema: deliveryLeaseItemSchema,
  key: (lease) => keys.deliveryLease(lease.scope),
  stored: (lease) => ({ ttl: ttlOf(lease.expires_at) }),
});

/** Takes the lease if free, expired, or already ours (a renewal by take is harmless); false when another holds it. */
export async function takeDeliveryLease(
  db: Db,
  scope: string,
  holder: string,
  forMs: number,
  now = Date.now(),
): Promise<boolean> {
  return whenConditionHolds(
    putItem(
      db,
      deliveryLeaseEntity,
      { scope, holder, expires_at: now + forMs, taken_on: new Date(now).toISOString() },
      {
        expression: 'attribute_not_exists(PK) OR expires_at < :now OR holder = :holder',
        values: { ':now': now, ':holder': holder },
      },
    ),
  );
}

/** Extends a lease still ours; false when it expired and another took it meanwhile (the holder must stop writing). */
export async function renewDeliveryLease(
  db: Db,
  scope: string,
  holder: string,
  forMs: number,
  now = Date.now(),
): Promise<boolean> {
  const expiresAt = now + forMs;
  return whenConditionHolds(
    updateItem(db, deliveryLeaseEntity, keys.deliveryLease(scope), {
      expression: 'SET expires_at = :expires, #ttl = :ttl',
      names: { '#ttl': 'ttl' },
      values: { ':expires': expiresAt, ':ttl': ttlOf(expiresAt) },
      when: fieldsEqual({ holder }),
    }),
  );
}

/** Gives a lease back; one another holder took after ours expired stays theirs. */
export async function releaseDeliveryLease(db: Db, scope: string, holder: string): Promise<void> {
  await whenConditionHolds(deleteItem(db, keys.deliveryLease(scope), fieldsEqual({ holder })));
}

export async function getDeliveryLease(db: Db, scope: string): Promise<DeliveryLeaseItem | undefined> {
  return getItem(db, deliveryLeaseEntity, keys.deliveryLease(scope));
}
