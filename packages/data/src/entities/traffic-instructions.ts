import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem } from '../entity.ts';
import { keys } from '../keys.ts';
import { putVersionedItem } from '../versioned-item.ts';

/** One per broadcaster account: who receives its traffic instructions, and the stations that differ. */
export const trafficInstructionsItemSchema = z.object({
  account_id: z.string(),
  notifications: z.array(z.string()),
  exceptions: z.array(
    z.object({ id: z.string(), call_letters: z.array(z.string()), notifications: z.array(z.string()) }),
  ),
  version: z.number().int(),
  modified_on: z.string(),
});
export type TrafficInstructionsItem = z.infer<typeof trafficInstructionsItemSchema>;

const trafficInstructionsEntity = defineEntity({
  type: 'traffic_instructions',
  schema: trafficInstructionsItemSchema,
  key: (item) => keys.trafficInstructions(item.account_id),
});

export async function getTrafficInstructions(db: Db, accountId: string): Promise<TrafficInstructionsItem | undefined> {
  return getItem(db, trafficInstructionsEntity, keys.trafficInstructions(accountId));
}

/** Optimistic locking: see putVersionedItem. */
export async function putTrafficInstructions(
  db: Db,
  item: TrafficInstructionsItem,
  previousVersion: number,
): Promise<void> {
  await putVersionedItem(db, trafficInstructionsEntity, item, previousVersion);
}
