import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem, putBuilt } from '../entity.ts';
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

export async function setBillingClockOffset(db: Db, offsetMs: number, movedOn: string): Promise<void> {
  await putBuilt(db, billingClockEntity.itemAt(keys.billingClock(), { offset_ms: offsetMs, moved_on: movedOn }));
}
