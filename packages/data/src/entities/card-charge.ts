import * as z from 'zod';
import type { Db } from '../db.ts';
import { ConditionFailedError } from '../errors.ts';
import { defineEntity, fieldsEqual, getItem, itemAbsent, putItem, updateAndRead } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * Our idempotency record of one charge (core's `chargeOnce`): written before the gateway is asked,
 * so two calls with the same key (two clicks, two tabs, a retried task) charge once. `state`:
 * - `charging`: one call holds it until `lease_until` (epoch ms) and is asking the gateway;
 * - `unknown`: the gateway did not answer (time-out, 5xx): the charge may or may not have happened,
 *   so the next call asks again with the same `gateway_key`, which the gateway replays;
 * - `approved` / `declined`: final; every later call answers the same.
 * `attempt` counts the calls that asked the gateway; each takes the record over conditionally on it.
 */
export const CARD_CHARGE_STATES = ['charging', 'unknown', 'approved', 'declined'] as const;
export const cardChargeSchema = z.object({
  account_id: z.string(),
  idempotency_key: z.string(),
  /** The key the gateway is sent: 25 letters and digits, the same on every attempt. */
  gateway_key: z.string(),
  amount_cents: z.number().int().positive(),
  card_token: z.string(),
  state: z.enum(CARD_CHARGE_STATES),
  lease_until: z.number().int(),
  attempt: z.number().int(),
  transaction_id: z.string().nullable(),
  /** The catalogue code of a decline. */
  decline_code: z.string().nullable(),
  created_on: z.string(),
  modified_on: z.string(),
});
export type CardCharge = z.infer<typeof cardChargeSchema>;

const cardChargeEntity = defineEntity({
  type: 'card_charge',
  schema: cardChargeSchema,
  key: (charge) => keys.cardCharge(charge.account_id, charge.idempotency_key),
});

export async function getCardCharge(
  db: Db,
  accountId: string,
  idempotencyKey: string,
): Promise<CardCharge | undefined> {
  return getItem(db, cardChargeEntity, keys.cardCharge(accountId, idempotencyKey));
}

/** Writes the first record of a key; false when another call wrote one first. */
export async function startCardCharge(db: Db, charge: CardCharge): Promise<boolean> {
  try {
    await putItem(db, cardChargeEntity, charge, itemAbsent);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/**
 * Moves the record on from the attempt read (`seen`): the write is refused (undefined) when another
 * call moved it meanwhile, so only one call at a time asks the gateway.
 */
export async function moveCardCharge(
  db: Db,
  seen: Pick<CardCharge, 'account_id' | 'idempotency_key' | 'attempt' | 'state'>,
  next: Partial<Pick<CardCharge, 'state' | 'lease_until' | 'attempt' | 'transaction_id' | 'decline_code'>>,
  modifiedOn: string,
): Promise<CardCharge | undefined> {
  try {
    return await updateAndRead(db, cardChargeEntity, keys.cardCharge(seen.account_id, seen.idempotency_key), {
      set: { ...next, modified_on: modifiedOn },
      when: fieldsEqual({ attempt: seen.attempt, state: seen.state }),
    });
  } catch (error) {
    if (error instanceof ConditionFailedError) return undefined;
    throw error;
  }
}
