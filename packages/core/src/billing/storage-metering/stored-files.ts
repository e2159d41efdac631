import {
  TransactionConflictError,
  changeStoredFile,
  getStoredFile,
  nowIso,
  overFreshRead,
  type StoredFile,
} from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { billingMonthOf } from '../../billing-access/calendar.ts';

/**
 * The one way the platform tells storage metering that a file it keeps changed (docs/billing-metering.md):
 * made (a source uploaded, an output, a document or a station's file written), archived (moved to
 * cold storage), restored, or deleted. Every change is idempotent per file: a retried task or a
 * replayed event finds its change made and counts nothing twice.
 */

/** A file as the place that wrote it knows it. `madeOn`: when its bytes were written (its creation month's counter). */
export interface MeteredFile {
  accountId: string;
  bucket: string;
  key: string;
  bytes: number;
  madeOn: string;
}

export type StoredFileChange =
  { change: 'made' | 'archived' | 'restored'; file: MeteredFile } | { change: 'deleted'; bucket: string; key: string };

/**
 * What the file's item becomes after a change, from what it is (undefined: nothing to write).
 * Only "made" starts counting a file: one metering never saw made (a demo master's sample, a
 * transient work file) is not counted when archived, restored or deleted either. A deleted file's
 * item stays a month, so a late replay of its "made" does not bring it back.
 */
export function nextStoredFile(
  current: StoredFile | undefined,
  change: StoredFileChange,
  now: string,
): StoredFile | undefined {
  if (change.change === 'deleted')
    return current && current.state !== 'deleted' ? { ...current, state: 'deleted', changed_on: now } : undefined;
  const { file } = change;
  const state = change.change === 'archived' ? 'archived' : 'stored';
  if (!current)
    return change.change !== 'made'
      ? undefined
      : {
          account_id: file.accountId,
          bucket: file.bucket,
          key: file.key,
          bytes: file.bytes,
          // The creation month (UTC) a file's bytes are counted under.
          month: billingMonthOf(new Date(file.madeOn)),
          state,
          changed_on: now,
        };
  if (current.state === 'deleted') return undefined;
  if (change.change === 'made')
    // Written again at the same key (a retried step's encode): the counters follow its new size.
    return current.bytes === file.bytes ? undefined : { ...current, bytes: file.bytes, changed_on: now };
  return current.state === state ? undefined : { ...current, state, changed_on: now };
}

const fileOf = (change: StoredFileChange) => ('file' in change ? change.file : change);

/** How many changes are written at once (a completed run deletes tens of files). */
const CONCURRENT_CHANGES = 8;

/**
 * Records the changes, each in its own transaction over a fresh read of its file's item. Two
 * changes of one account's files touch the same counter: DynamoDB cancels one of two transactions
 * on an item at the same instant, so a cancelled one reads again and tries again.
 */
export async function meterStoredFiles(changes: readonly StoredFileChange[]): Promise<void> {
  const queue = [...changes];
  const worker = async () => {
    for (let change = queue.shift(); change; change = queue.shift()) await meterOne(change);
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_CHANGES, queue.length) }, worker));
}

/** Files deleted from a bucket (a run's prefix, a master's, superseded outputs, a document). */
export const meterDeletedFiles = (bucket: string, keys: readonly string[]): Promise<void> =>
  meterStoredFiles(keys.map((key) => ({ change: 'deleted' as const, bucket, key })));

async function meterOne(change: StoredFileChange): Promise<void> {
  const { bucket, key } = fileOf(change);
  await overFreshRead(
    () => getStoredFile(table(), bucket, key),
    async (current) => {
      const next = nextStoredFile(current, change, nowIso());
      if (next) await changeStoredFile(table(), current, next);
    },
    { lostRace: (error) => error instanceof TransactionConflictError, attempts: 20 },
  );
}
