import { getMaster, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { deleteObjects, deletePrefix, listKeys } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { meterDeletedFiles } from '../billing/storage-metering/stored-files.ts';

/**
 * Each processing run writes under its own prefix (`.../r<revision>/`), so the files in the outputs
 * bucket say which run made them. A failed run's files are all removed; a finished run removes what
 * earlier runs made that the master no longer lists (outputs remade, thumbnails, decoded captions and transcripts replaced), so a
 * master keeps exactly the files it offers.
 */
export const outputPrefix = (master: Pick<MasterItem, 'account_id' | 'id' | 'revision'>) =>
  `${masterFilesPrefix(master)}r${master.revision}/`;

const masterFilesPrefix = (master: Pick<MasterItem, 'account_id' | 'id'>) =>
  `outputs/${master.account_id}/${master.id}/`;

/** Whether an output or thumbnail key was written by the master's current run. */
export const isRunFile = (master: Pick<MasterItem, 'account_id' | 'id' | 'revision'>, s3Key: string) =>
  s3Key.startsWith(outputPrefix(master));

/** Every file of the run that failed: recorded outputs, thumbnails, MediaConvert files and clips. */
export async function removeRunFiles(master: MasterItem): Promise<void> {
  await meterDeletedFiles(config().outputsBucket, await deletePrefix(config().outputsBucket, outputPrefix(master)));
}

/** Files of earlier runs that the master, as this run left it, no longer refers to. */
export async function removeSupersededFiles(master: MasterItem): Promise<string[]> {
  const bucket = config().outputsBucket;
  const inUse = new Set([
    ...Object.values(master.outputs)
      .filter((output) => output.bucket === 'outputs')
      .map((output) => output.s3_key),
    ...master.thumbnails.map((thumbnail) => thumbnail.s3_key),
    ...(master.preview_cc608_key ? [master.preview_cc608_key] : []),
    ...Object.values(master.transcript_files ?? {}),
  ]);
  // Files of this run or of a later one (an upload may start the next run while this one ends) stay.
  const prefix = masterFilesPrefix(master);
  const revisionOf = (key: string) => Number(/^r(\d+)\//.exec(key.slice(prefix.length))?.[1] ?? 0);
  const stale = (await listKeys(bucket, prefix)).filter((key) => revisionOf(key) < master.revision && !inUse.has(key));
  await deleteObjects(bucket, stale);
  await meterDeletedFiles(bucket, stale);
  return stale;
}

/**
 * Source files no longer used: a file replaced by a newer upload that no run reads (the runs read
 * `run_sources`, kept like the master's current `sources` and its SOURCE output). The listing
 * comes before reading the master, so a file uploaded meanwhile is already named by the master
 * (its key is recorded when its upload starts) and kept.
 */
export async function removeReplacedSources(master: Pick<MasterItem, 'account_id' | 'id'>): Promise<string[]> {
  const bucket = config().sourcesBucket;
  const listed = await listKeys(bucket, `sources/${master.account_id}/${master.id}/`);
  const current = await getMaster(table(), master.id);
  if (!current) return [];
  const inUse = new Set([
    ...Object.values(current.sources).flatMap((source) => [source.key, source.replaces?.key]),
    ...Object.values(current.run_sources).map((source) => source.key),
    ...Object.values(current.outputs)
      .filter((output) => output.bucket === 'sources')
      .map((output) => output.s3_key),
  ]);
  const unused = listed.filter((key) => !inUse.has(key));
  await deleteObjects(bucket, unused);
  await meterDeletedFiles(bucket, unused);
  return unused;
}
