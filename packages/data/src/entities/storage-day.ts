import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, itemAbsent, putItem, queryAll, whenConditionHolds } from '../entity.ts';
import { keys, ranges } from '../keys.ts';

/**
 * One account's metered storage on one day (`YYYY-MM-DD`): bytes held per storage item key that day
 * (docs/billing-metering.md). Written once: a second run for the same day changes nothing.
 */
export const storageDaySchema = z.object({
  account_id: z.string(),
  day: z.string(),
  bytes: z.record(z.string(), z.number()),
  metered_on: z.string(),
});
export type StorageDay = z.infer<typeof storageDaySchema>;

const storageDayEntity = defineEntity({
  type: 'storage_day',
  schema: storageDaySchema,
  key: (value) => keys.storageDay(value.account_id, value.day),
});

/** Writes the day unless it is metered already; false when it was. */
export const putStorageDayOnce = (db: Db, value: StorageDay): Promise<boolean> =>
  whenConditionHolds(putItem(db, storageDayEntity, value, itemAbsent));

/** The account's metered days of a month (`YYYY-MM`): 31 items at most. */
export const listStorageDays = (db: Db, accountId: string, month: string): Promise<StorageDay[]> =>
  queryAll(db, storageDayEntity, ranges.storageDays(accountId, `${month}-`));
