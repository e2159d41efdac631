import type { UploadAsset } from '@masterport/contract';
import { ConditionFailedError, getMaster, nowIso, updateMasterFields, type MasterSource } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { copyObject } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { meterStoredFiles } from '../billing/storage-metering/stored-files.ts';
import { newSourceKey } from '../storage-keys.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';

/**
 * The first step of a merge run (MERGING, state "Take the merged master's sources"): the other
 * master's uploaded sources are copied, server-side, under this master's own keys (so deleting or
 * archiving either master never touches the other's files) and become this master's sources and
 * the run's; the rest of the run makes every output from them as for an upload. Both masters keep
 * the merge in their history. A run that is not a merge passes through without a change.
 *
 * The copies raise the sources bucket's object-created events; they find the master running and
 * start nothing (start-processing.ts), as for a file uploaded during a run.
 */
export async function takeMergedSources(masterId: string): Promise<'merged' | 'not_a_merge'> {
  const master = await getMaster(table(), masterId);
  if (!master?.merge_with) return 'not_a_merge';
  const other = await getMaster(table(), master.merge_with.master_id);
  if (!other) throw new Error(`The master to merge (${master.merge_with.master_id}) no longer exists`);
  const bucket = config().sourcesBucket;
  const copied: Partial<Record<UploadAsset, MasterSource>> = {};
  for (const [asset, source] of Object.entries(other.sources) as [UploadAsset, MasterSource][]) {
    if (source.status !== 'uploaded') continue;
    const key = newSourceKey(master, asset, source.filename);
    await copyObject(bucket, source.key, key, { size: source.size });
    await meterStoredFiles([
      { change: 'made', file: { accountId: master.account_id, bucket, key, bytes: source.size, madeOn: nowIso() } },
    ]);
    copied[asset] = { ...source, key, upload_id: `merge-${other.id}`, uploaded_on: nowIso(), replaces: null };
  }
  const now = nowIso();
  await updateMasterFields(table(), master.id, {
    sources: copied,
    run_sources: copied,
    captions_filename: other.captions_filename,
    merge_with: null,
    merge_previous_status: null,
    merged_from: [...master.merged_from, { ...master.merge_with, at: now, revision: master.revision }],
    modified_on: now,
  });
  // A merge is only saved on a complete slate (saveMergedSlate asks every field).
  await updateMasterFields(table(), other.id, {
    merged_into: {
      master_id: master.id,
      title: master.title,
      unique_id: requireCompleteSlate(master).unique_id,
      at: now,
    },
  }).catch((error: unknown) => {
    // Deleted since the copy: its history goes with it.
    if (!(error instanceof ConditionFailedError)) throw error;
  });
  logger.info('Merged sources taken', { mergedMasterId: other.id, assets: Object.keys(copied) });
  return 'merged';
}
