import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * A unique ID (Ad-ID, ISCI, house ID) reserved platform-wide by one master. Written in the same
 * transaction as the master (createMaster, replaceMaster); `distributed` makes it permanent.
 */
export const uniqueIdReservationSchema = z.object({ master_id: z.string(), account_id: z.string(), distributed: z.boolean() });
export type UniqueIdReservation = z.infer<typeof uniqueIdReservationSchema>;

export const uniqueIdItem = (master: { unique_id: string; id: string; account_id: string }) =>
  ({ ...keys.uniqueId(master.unique_id), type: 'unique_id', master_id: master.id, account_id: master.account_id, distributed: false });

/** Who holds a unique ID, and whether it went out in a distribution (then it is never released). */
export async function getUniqueIdHolder(db: Db, uniqueId: string): Promise<UniqueIdReservation | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.uniqueId(uniqueId), ConsistentRead: true }));
  return Item ? uniqueIdReservationSchema.parse(Item) : undefined;
}
