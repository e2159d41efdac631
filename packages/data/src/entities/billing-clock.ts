import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem, updateAndRead } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * The billing clock's offset (docs/billing.md, "The billing clock"): how far the local cloud and the
 * tests moved billing time ahead of the wall clock. One item for the whole platform.
 */
const billingClockEntity = defineEntity({
  type: 'billing_clock',
  schema: z.object({ offset_ms: z.number().int().nonnegative(), moved_on: z.string() }),
});

export async function getBillingClockOffset(db: Db): Promise<number> {
  return (await getItem(db, billingClockEntity, keys.billingClock()))?.offset_ms ?? 0;
}

/**
 * Moves the offset forward in place and answers the new one: an ADD, so two moves at once (two tabs,
 * two tests) both count instead of the second overwriting the first.
 */
export async function addToBillingClockOffset(db: Db, addedMs: number, movedOn: string): Promise<number> {
  const moved = await updateAndRead(db, billingClockEntity, keys.billingClock(), {
    expression: 'SET #type = :type, moved_on = :moved ADD offset_ms :added',
    names: { '#type': 'type' },
    values: { ':type': billingClockEntity.type, ':moved': movedOn, ':added': addedMs },
  });
  return moved.offset_ms;
}
