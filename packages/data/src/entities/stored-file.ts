import * as z from 'zod';
import { epochSeconds, type Db } from '../db.ts';
import { defineEntity, fieldsEqual, getItem, itemAbsent, step, transact, type TransactionStep } from '../entity.ts';
import { keys } from '../keys.ts';
import { ARCHIVED_STORAGE_SLOT, countStorageBytes } from './storage-counter.ts';
import { listAccountForMetering } from './storage-account.ts';

/**
 * One file storage metering counts (docs/billing-metering.md): whose it is, its bytes, the month it
 * was made and where it is now. Each change of the file is one transaction that writes this item
 * only if it still is as read and moves the account's counters by the difference, so a retried
 * task or a replayed event finds the change made and counts nothing twice.
 */
export const STORED_FILE_STATES = ['stored', 'archived', 'deleted'] as const;
export type StoredFileState = (typeof STORED_FILE_STATES)[number];

/** How long a deleted file's item stays: a replayed "made" event of the file arrives within hours, never weeks. */
const DELETED_FILE_KEPT_SECONDS = 30 * 24 * 3600;

export const storedFileSchema = z.object({
  account_id: z.string(),
  bucket: z.string(),
  key: z.string(),
  bytes: z.number().int().nonnegative(),
  /** `YYYY-MM`: the counter its bytes are in while stored. */
  month: z.string(),
  state: z.enum(STORED_FILE_STATES),
  changed_on: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

const storedFileEntity = defineEntity({
  type: 'stored_file',
  schema: storedFileSchema,
  key: (file) => keys.storedFile(file.bucket, file.key),
  stored: (file) =>
    file.state === 'deleted' ? { ttl: epochSeconds(new Date(file.changed_on)) + DELETED_FILE_KEPT_SECONDS } : {},
});

export const getStoredFile = (db: Db, bucket: string, key: string): Promise<StoredFile | undefined> =>
  getItem(db, storedFileEntity, keys.storedFile(bucket, key));

/** The counter a file's bytes are in: its creation month while stored, the archived one in cold storage. */
const slotOf = (file: StoredFile | undefined): string | undefined =>
  file?.state === 'stored' ? file.month : file?.state === 'archived' ? ARCHIVED_STORAGE_SLOT : undefined;

/**
 * Records a file's change from `before` (as read; undefined: never counted) to `after`, moving the
 * counters by the difference in one transaction conditioned on `before`: TransactionConflictError
 * when another change landed first (read again and decide again).
 */
export async function changeStoredFile(db: Db, before: StoredFile | undefined, after: StoredFile): Promise<void> {
  const deltas = new Map<string, number>();
  const move = (slot: string | undefined, bytes: number) => {
    if (slot) deltas.set(slot, (deltas.get(slot) ?? 0) + bytes);
  };
  move(slotOf(before), -(before?.bytes ?? 0));
  move(slotOf(after), after.bytes);
  const counterSteps: TransactionStep[] = [...deltas]
    .filter(([, bytes]) => bytes !== 0)
    .map(([slot, bytes]) => countStorageBytes(after.account_id, slot, bytes));
  await transact(db, [
    step.put(storedFileEntity, after, before ? fieldsEqual({ state: before.state, bytes: before.bytes }) : itemAbsent),
    ...counterSteps,
    ...(before ? [] : [listAccountForMetering(after.account_id)]),
  ]);
}
