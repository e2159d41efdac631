import type { MasterItem } from '@masterport/data';
import { deleteObjects, deletePrefix, listKeys } from '../adapters/storage.ts';
import { config } from '../config.ts';

/**
 * Each processing run writes under its own prefix (`.../r<revision>/`), so the files in the outputs
 * bucket say which run made them. A failed run's files are all removed; a finished run removes what
 * earlier runs made that the master no longer lists (outputs remade, thumbnails replaced), so a
 * master keeps exactly the files it offers.
 */
export const outputPrefix = (master: Pick<MasterItem, 'account_id' | 'id' | 'revision'>) => `${masterFilesPrefix(master)}r${master.revision}/`;

const masterFilesPrefix = (master: Pick<MasterItem, 'account_id' | 'id'>) => `outputs/${master.account_id}/${master.id}/`;

/** Whether an output or thumbnail key was written by the master's current run. */
export const isRunFile = (master: Pick<MasterItem, 'account_id' | 'id' | 'revision'>, s3Key: string) => s3Key.startsWith(outputPrefix(master));

/** Every file of the run that failed: recorded outputs, thumbnails, MediaConvert files and clips. */
export async function removeRunFiles(master: MasterItem): Promise<void> {
  await deletePrefix(config().outputsBucket, outputPrefix(master));
}

/** Files of earlier runs that the master, as this run left it, no longer refers to. */
export async function removeSupersededFiles(master: MasterItem): Promise<string[]> {
  const bucket = config().outputsBucket;
  const inUse = new Set([
    ...Object.values(master.outputs).filter((output) => output.bucket === 'outputs').map((output) => output.s3_key),
    ...master.thumbnails.map((thumbnail) => thumbnail.s3_key),
  ]);
  const stale = (await listKeys(bucket, masterFilesPrefix(master))).filter((key) => !isRunFile(master, key) && !inUse.has(key));
  await deleteObjects(bucket, stale);
  return stale;
}
