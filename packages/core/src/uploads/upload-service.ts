import {
  assetAllowed,
  assetTakesFile,
  CAPTIONS_MAX_BYTES,
  MEDIA_MAX_BYTES,
  type UploadAsset,
  type WithCompleteSlate,
} from '@masterport/contract';
import { ConditionFailedError, setMasterSource, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { storage } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError, StorageError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { allSourcesUploaded, markSourceUploaded, startWhenReady } from '../processing/start-processing.ts';
import { newSourceKey } from '../storage-keys.ts';

const sourcesBucket = () => config().sourcesBucket;

/**
 * A file may arrive at any time but on a locked or archived master, or a draft whose slate is not
 * complete yet (its type decides which files it takes): during a run it is kept for the next run
 * (the running one reads its own `run_sources`).
 */
async function uploadableMaster(auth: AuthContext, masterId: string): Promise<WithCompleteSlate<MasterItem>> {
  const master = await ownMaster(auth, masterId);
  if (master.locked) throw new AppError('master_locked');
  if (master.archived) throw new AppError('master_busy');
  return requireCompleteSlate(master);
}

/** The uploaded file an upload replaces, kept aside so cancelling the upload restores it. */
function replacedFile(master: MasterItem, asset: UploadAsset) {
  const current = master.sources[asset];
  if (current?.status === 'uploaded')
    return {
      filename: current.filename,
      size: current.size,
      key: current.key,
      upload_id: current.upload_id,
      uploaded_on: current.uploaded_on,
    };
  return current?.replaces ?? null;
}

function checkKey(master: MasterItem, asset: UploadAsset, key: string, uploadId: string): void {
  const source = master.sources[asset];
  if (!source || source.key !== key || source.upload_id !== uploadId) throw new AppError('upload_unknown');
}

export async function startUpload(
  auth: AuthContext,
  input: { masterId: string; asset: UploadAsset; filename: string; size: number; contentType?: string },
) {
  const master = await uploadableMaster(auth, input.masterId);
  if (!assetAllowed(master, input.asset)) throw new AppError('upload_file_check', { fields: { asset: 'one_of' } });
  if (!assetTakesFile(input.asset, input.filename))
    throw new AppError('upload_file_check', { fields: { filename: 'file_type' } });
  const limit = input.asset === 'captions' ? CAPTIONS_MAX_BYTES : MEDIA_MAX_BYTES;
  if (input.size > limit)
    throw new AppError('upload_too_large', { fields: { size: input.asset === 'captions' ? 'max_100mb' : 'max_30gb' } });
  const key = newSourceKey(master, input.asset, input.filename);
  const uploadId = await storage.createMultipartUpload(sourcesBucket(), key, input.contentType);
  await setMasterSource(table(), master.id, input.asset, {
    filename: input.filename,
    size: input.size,
    key,
    upload_id: uploadId,
    status: 'uploading',
    uploaded_on: null,
    replaces: replacedFile(master, input.asset),
  });
  return { upload_id: uploadId, key };
}

export async function signUploadParts(
  auth: AuthContext,
  input: { masterId: string; asset: UploadAsset; uploadId: string; key: string; partNumbers: number[] },
) {
  const master = await uploadableMaster(auth, input.masterId);
  checkKey(master, input.asset, input.key, input.uploadId);
  const urls = await Promise.all(
    input.partNumbers.map(
      async (part) => [String(part), await storage.signPart(sourcesBucket(), input.key, input.uploadId, part)] as const,
    ),
  );
  return Object.fromEntries(urls);
}

/** Parts already in S3, so an upload resumes after a reload without sending them again. */
export async function listUploadedParts(
  auth: AuthContext,
  input: { masterId: string; asset: UploadAsset; uploadId: string; key: string },
) {
  const master = await ownMaster(auth, input.masterId);
  checkKey(master, input.asset, input.key, input.uploadId);
  return storage.listParts(sourcesBucket(), input.key, input.uploadId).catch((error: unknown) => {
    // Completed or aborted meanwhile: the client starts over.
    if (error instanceof StorageError && error.problem === 'no_such_upload') throw new AppError('upload_unknown');
    throw error;
  });
}

export async function completeUpload(
  auth: AuthContext,
  input: {
    masterId: string;
    asset: UploadAsset;
    uploadId: string;
    key: string;
    parts: { PartNumber: number; ETag: string }[];
  },
) {
  const master = await uploadableMaster(auth, input.masterId);
  checkKey(master, input.asset, input.key, input.uploadId);
  await storage.completeMultipartUpload(sourcesBucket(), input.key, input.uploadId, input.parts);
  const updated = await markSourceUploaded(master, input.asset, master.sources[input.asset]!).catch(
    (error: unknown) => {
      // Replaced by a newer upload of the same asset meanwhile: that one counts.
      if (error instanceof ConditionFailedError) throw new AppError('upload_unknown');
      throw error;
    },
  );
  // The S3 event does the same; whichever comes first starts the run (startProcessing's guard).
  await startWhenReady(master.id);
  const source = updated.sources[input.asset]!;
  return {
    source: {
      asset: input.asset,
      filename: source.filename,
      size: source.size,
      status: source.status,
      uploaded_on: source.uploaded_on,
    },
    allUploaded: allSourcesUploaded(updated),
  };
}

export async function abortUpload(
  auth: AuthContext,
  input: { masterId: string; asset: UploadAsset; uploadId: string; key: string },
) {
  const master = await ownMaster(auth, input.masterId);
  checkKey(master, input.asset, input.key, input.uploadId);
  await storage.abortMultipartUpload(sourcesBucket(), input.key, input.uploadId).catch((error: unknown) => {
    // Already completed or aborted: the upload is gone either way.
    if (!(error instanceof StorageError && error.problem === 'no_such_upload')) throw error;
  });
  // A cancelled replacement gives back the file it replaced; a cancelled first upload leaves the
  // asset missing. Either way nothing waits for it any more.
  const source = master.sources[input.asset]!;
  if (source.status !== 'uploading') return;
  const restored = source.replaces ? { ...source.replaces, status: 'uploaded' as const, replaces: null } : null;
  await setMasterSource(table(), master.id, input.asset, restored, input.uploadId).catch((error: unknown) => {
    if (!(error instanceof ConditionFailedError)) throw error;
  });
  await startWhenReady(master.id);
}
