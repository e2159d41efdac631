import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * A unique ID (Ad-ID, ISCI, house ID) reserved platform-wide by one master. Written in the same
 * transaction as the master (createMaster, replaceMaster); `distributed` makes it permanent.
 */
export const uniqueIdReservationSchema = z.object({
  master_id: z.string(),
  account_id: z.string(),
  distributed: z.boolean(),
  // The ID is also the key; reservations written before it was stored too read as ''.
  unique_id: z.string().default(''),
});
export type UniqueIdReservation = z.infer<typeof uniqueIdReservationSchema>;

export const uniqueIdEntity = defineEntity({
  type: 'unique_id',
  schema: uniqueIdReservationSchema,
  key: (reservation) => keys.uniqueId(reservation.unique_id),
});

export const uniqueIdItem = (master: { unique_id: string; id: string; account_id: string }) =>
  uniqueIdEntity.item({
    unique_id: master.unique_id,
    master_id: master.id,
    account_id: master.account_id,
    distributed: false,
  });

/** Who holds a unique ID, and whether it went out in a distribution (then it is never released). */
export async function getUniqueIdHolder(db: Db, uniqueId: string): Promise<UniqueIdReservation | undefined> {
  return getItem(db, uniqueIdEntity, keys.uniqueId(uniqueId));
}
