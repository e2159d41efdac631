import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, queryAll, step, type TransactionStep } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * An account's stored bytes in one slot (docs/billing-metering.md): one counter per creation month
 * of its files (`YYYY-MM`), and one for what is in cold storage (`ARCHIVED`). Only ever moved by
 * ADD, in the transaction that records the file's change (stored-file.ts), so the daily metering
 * reads these few items instead of the files.
 */
export const ARCHIVED_STORAGE_SLOT = 'ARCHIVED';

export const storageCounterSchema = z.object({
  account_id: z.string(),
  slot: z.string(),
  bytes: z.number(),
});
export type StorageCounter = z.infer<typeof storageCounterSchema>;

const storageCounterEntity = defineEntity({ type: 'storage_counter', schema: storageCounterSchema });

/** Moves a counter by `bytes` (negative to take away); ADD makes the counter the first time. */
export const countStorageBytes = (accountId: string, slot: string, bytes: number): TransactionStep =>
  step.update(storageCounterEntity, keys.storageCounter(accountId, slot), {
    expression: 'SET #type = :type, account_id = :account, slot = :slot ADD #bytes :bytes',
    names: { '#type': 'type', '#bytes': 'bytes' },
    values: { ':type': storageCounterEntity.type, ':account': accountId, ':slot': slot, ':bytes': bytes },
  });

/** Every counter of the account: one query of a few dozen items, whatever the number of files. */
export const readStorageCounters = (db: Db, accountId: string): Promise<StorageCounter[]> =>
  queryAll(db, storageCounterEntity, ranges.storageCounters(accountId), { consistent: true });
