import {
  ConditionFailedError,
  getMaster,
  nowIso,
  setMasterSource,
  updateMasterFields,
  type MasterItem,
} from '@masterport/data';
import {
  baseMasterType,
  isSlateComplete,
  requiredAssets,
  type FieldToConfirm,
  type UploadAsset,
  type WithCompleteSlate,
} from '@masterport/contract';
import { table } from '../adapters/db.ts';
import { startMasterProcessingExecution } from '../adapters/workflow.ts';
import { logger } from '../logger.ts';
import { objectStorageState } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { meterStoredFiles } from '../billing/storage-metering/stored-files.ts';

/** Every file the master's type needs is uploaded (a draft whose slate is not complete has none to upload yet). */
export const allSourcesUploaded = (master: Pick<MasterItem, 'sources' | 'use_video_audio' | FieldToConfirm>): boolean =>
  isSlateComplete(master) && requiredAssets(master).every((asset) => master.sources[asset]?.status === 'uploaded');

/** An upload still under way: processing waits for it, so files picked together end in one run. */
const uploadInFlight = (master: Pick<MasterItem, 'sources'>): boolean =>
  Object.values(master.sources).some((source) => source.status === 'uploading');

/** Whether an uploaded file differs from what the last run processed (a new master: every file). */
const sourcesChangedSinceRun = (master: Pick<MasterItem, 'sources' | 'run_sources'>): boolean =>
  (Object.entries(master.sources) as [UploadAsset, MasterItem['sources'][UploadAsset]][]).some(
    ([asset, source]) => source?.status === 'uploaded' && master.run_sources[asset]?.key !== source.key,
  );

/**
 * Seed 001's life cycle: waiting for sources, then waiting for captions, then encoding. A run
 * starts when the slate is complete, every required file is in (TV captions included), no upload
 * is still under way, and some file is new since the last run; never while one runs (it is
 * queued: `startQueuedRun`).
 */
export const readyToProcess = (master: MasterItem): boolean =>
  !master.is_running &&
  !master.archived &&
  !master.locked &&
  master.status !== 'WAITING_MERGE' &&
  allSourcesUploaded(master) &&
  !uploadInFlight(master) &&
  sourcesChangedSinceRun(master);

/** What a master that has never run shows while it waits for its files. */
export function waitingStatus(master: WithCompleteSlate<MasterItem>): MasterItem['status'] {
  const missing = requiredAssets(master).filter((asset) => master.sources[asset]?.status !== 'uploaded');
  if (missing.length === 0) return 'UPLOADED';
  return missing.length === 1 && missing[0] === 'captions' && baseMasterType(master.master_type) === 'PUB_TV_WEB'
    ? 'WAITING_CAPTIONS'
    : 'CREATED';
}

const NEVER_RAN: readonly MasterItem['status'][] = ['CREATED', 'UPLOADED', 'WAITING_CAPTIONS'];

/**
 * Starts a processing run on the sources as they are now (`run_sources`). The conditional move to
 * SOURCES_COPY with `is_running` is the guard: of two events arriving together, one wins. A merge
 * (`merge_with`) starts at MERGING: its first step copies the other master's sources in and fixes
 * `run_sources` then (merge-sources.ts).
 */
export async function startProcessing(master: MasterItem): Promise<boolean> {
  const revision = master.revision + 1;
  const merging = master.merge_with !== null;
  const runSources = merging
    ? master.run_sources
    : Object.fromEntries(Object.entries(master.sources).filter(([, source]) => source.status === 'uploaded'));
  try {
    await updateMasterFields(
      table(),
      master.id,
      {
        status: merging ? 'MERGING' : 'SOURCES_COPY',
        is_running: true,
        progress: 0,
        revision,
        processing_error: null,
        run_sources: runSources,
        modified_on: nowIso(),
      },
      { is_running: false, revision: master.revision },
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
  await startMasterProcessingExecution(master.id, revision);
  logger.info('Master processing started', { masterId: master.id, revision });
  return true;
}

/**
 * After an upload completes, a run ends, or an upload is cancelled: starts the run the master's
 * files call for, or records what it waits for. A file uploaded during a run is processed by the
 * run this starts when that one ends.
 */
export async function startWhenReady(masterId: string): Promise<'started' | 'waiting'> {
  const master = await getMaster(table(), masterId);
  if (!master) return 'waiting';
  if (readyToProcess(master)) return (await startProcessing(master)) ? 'started' : 'waiting';
  if (!isSlateComplete(master)) return 'waiting';
  if (!master.is_running && NEVER_RAN.includes(master.status) && waitingStatus(master) !== master.status) {
    await updateMasterFields(
      table(),
      master.id,
      { status: waitingStatus(master), modified_on: nowIso() },
      { is_running: false, revision: master.revision },
    ).catch((error: unknown) => {
      if (!(error instanceof ConditionFailedError)) throw error;
    });
  }
  return 'waiting';
}

/**
 * The S3 object-created event of a source (`sources/<account>/<master>/<asset>/<file>`): the asset
 * is recorded as uploaded (if the API's completion did not already), and the master starts or
 * waits. No browser polling starts work.
 */
export async function onSourceObjectCreated(objectKey: string): Promise<'started' | 'waiting' | 'ignored'> {
  const [prefix, _account, masterId, asset] = objectKey.split('/');
  if (prefix !== 'sources' || !masterId || !asset) return 'ignored';
  const master = await getMaster(table(), masterId);
  const source = master?.sources[asset as UploadAsset];
  if (!master || !source || source.key !== objectKey) return 'ignored';
  if (source.status !== 'uploaded') await markSourceUploaded(master, asset as UploadAsset, source);
  return startWhenReady(master.id);
}

/**
 * Records an asset as uploaded. A captions file names the master's captions (the slate's
 * `captions_filename` comes from the upload, not from typing).
 */
export async function markSourceUploaded(
  master: MasterItem,
  asset: UploadAsset,
  source: MasterItem['sources'][UploadAsset] & object,
): Promise<MasterItem> {
  // The size S3 holds, not the one the browser declared when the upload started.
  const bytes = (await objectStorageState(config().sourcesBucket, source.key))?.size ?? source.size;
  await meterStoredFiles([
    {
      change: 'made',
      file: { accountId: master.account_id, bucket: config().sourcesBucket, key: source.key, bytes, madeOn: nowIso() },
    },
  ]);
  const updated = await setMasterSource(
    table(),
    master.id,
    asset,
    { ...source, status: 'uploaded', uploaded_on: nowIso(), replaces: null },
    source.upload_id,
  );
  if (asset !== 'captions') return updated;
  return updateMasterFields(table(), master.id, { captions_filename: source.filename, modified_on: nowIso() });
}
