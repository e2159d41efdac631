import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';
import { putVersionedItem } from '../versioned-item.ts';

/** One per broadcaster account: who receives its traffic instructions, and the stations that differ. */
export const trafficInstructionsItemSchema = z.object({
  account_id: z.string(),
  notifications: z.array(z.string()),
  exceptions: z.array(z.object({ id: z.string(), call_letters: z.array(z.string()), notifications: z.array(z.string()) })),
  version: z.number().int(),
  modified_on: z.string(),
});
export type TrafficInstructionsItem = z.infer<typeof trafficInstructionsItemSchema>;

export async function getTrafficInstructions(db: Db, accountId: string): Promise<TrafficInstructionsItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.trafficInstructions(accountId), ConsistentRead: true }));
  return Item ? trafficInstructionsItemSchema.parse(Item) : undefined;
}

/** Optimistic locking: see putVersionedItem. */
export async function putTrafficInstructions(db: Db, item: TrafficInstructionsItem, previousVersion: number): Promise<void> {
  await putVersionedItem(db, keys.trafficInstructions(item.account_id), 'traffic_instructions', item, previousVersion);
}
