import type { UploadAsset } from '@masterport/contract';
import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import GoldenRetriever from '@uppy/golden-retriever';
import { useCallback, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { ApiError } from '#lib/api-client.ts';
import { onSignOut } from '#lib/session-end.ts';
import { UPLOADER_ID_PREFIX } from '#lib/upload-resume-storage.ts';
import { abortMultipartUpload } from '../api/abort-multipart.ts';
import { completeMultipartUpload } from '../api/complete-multipart.ts';
import { createMultipartUpload } from '../api/create-multipart.ts';
import { listUploadParts } from '../api/list-parts.ts';
import { signUploadParts } from '../api/sign-parts.ts';
import type { AssetSlot } from '@masterport/contract';
import {
  checkFile,
  isRetryable,
  MIN_PART_BYTES,
  reusableParts,
  UPLOAD_AUTO_RETRIES,
  UPLOAD_RETRY_MS,
  type LocalUpload,
} from '../model/upload-state.ts';
import { detailsKey } from '../api/get-details.ts';
import { sourcesKey } from '../api/get-sources-list.ts';

/** `relativePath` makes Uppy's file id differ per asset, so one WAV can feed two tracks. */
type UploadMeta = { master_id: string; asset: UploadAsset; relativePath: string };
type UploadBody = Record<string, never>;
type MasterUppy = Uppy<UploadMeta, UploadBody>;
type MasterFile = UppyFile<UploadMeta, UploadBody>;

interface Retry {
  count: number;
  retryAt?: number;
  timer?: ReturnType<typeof setTimeout>;
}

interface Entry {
  uppy: MasterUppy;
  retries: Map<string, Retry>;
  listeners: Set<() => void>;
  snapshot: Partial<Record<UploadAsset, LocalUpload>>;
}

/**
 * One Uppy per master, kept for the life of the page (not of the component): an upload goes on
 * while the user looks at other screens, and Golden Retriever restores it after a reload.
 */
const registry = new Map<string, Entry>();

/** Sign-out: stop this browser's uploads (their resume data is forgotten by the session itself). */
function stopAllUploads(): void {
  for (const entry of registry.values()) {
    for (const retry of entry.retries.values()) if (retry.timer) clearTimeout(retry.timer);
    entry.uppy.cancelAll();
    entry.uppy.destroy();
  }
  registry.clear();
}
onSignOut(stopAllUploads);

const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'upload_unknown');

function ref(file: MasterFile, uploadId: string, key: string) {
  return { master_id: file.meta.master_id, asset: file.meta.asset, upload_id: uploadId, key };
}

function computeSnapshot(entry: Entry): Partial<Record<UploadAsset, LocalUpload>> {
  const snapshot: Partial<Record<UploadAsset, LocalUpload>> = {};
  for (const file of entry.uppy.getFiles()) {
    const retry = entry.retries.get(file.id);
    snapshot[file.meta.asset] = {
      filename: file.name ?? '',
      percentage: Math.round(file.progress.percentage ?? 0),
      complete: !!file.progress.uploadComplete,
      ghost: !!file.isGhost,
      error: file.error ? String(file.error) : undefined,
      retryAt: file.error ? retry?.retryAt : undefined,
    };
  }
  return snapshot;
}

function notify(entry: Entry): void {
  entry.snapshot = computeSnapshot(entry);
  for (const listener of entry.listeners) listener();
}

function clearRetry(entry: Entry, fileId: string, forget = false): void {
  const retry = entry.retries.get(fileId);
  if (retry?.timer) clearTimeout(retry.timer);
  if (forget) entry.retries.delete(fileId);
  else if (retry) entry.retries.set(fileId, { count: retry.count });
}

function createEntry(masterId: string): Entry {
  const uppy: MasterUppy = new Uppy<UploadMeta, UploadBody>({
    id: `${UPLOADER_ID_PREFIX}${masterId}`,
    autoProceed: false,
  });
  const entry: Entry = { uppy, retries: new Map(), listeners: new Set(), snapshot: {} };

  uppy.use(AwsS3<UploadMeta, UploadBody>, {
    shouldUseMultipart: true,
    limit: 4,
    retryDelays: [0, 1000, 3000],
    getChunkSize: (file) => Math.max(MIN_PART_BYTES, Math.ceil(file.size / 10_000)),
    async createMultipartUpload(file) {
      const { upload_id, key } = await createMultipartUpload({
        master_id: file.meta.master_id,
        asset: file.meta.asset,
        filename: file.name ?? file.meta.relativePath,
        size: file.size ?? 0,
        content_type: file.type || undefined,
      });
      return { uploadId: upload_id, key };
    },
    async signPart(file, { uploadId, key, partNumber, signal }) {
      const { urls } = await signUploadParts({ ...ref(file, uploadId, key), part_numbers: [partNumber] }, signal);
      const url = urls[String(partNumber)];
      if (!url) throw new ApiError('upload_unknown', 400);
      return { method: 'PUT', url };
    },
    async listParts(file, { uploadId, key, signal }) {
      const { parts } = await listUploadParts(ref(file, uploadId ?? '', key), signal ?? undefined);
      return reusableParts(parts, file.size ?? 0);
    },
    async completeMultipartUpload(file, { uploadId, key, parts, signal }) {
      await completeMultipartUpload(
        {
          ...ref(file, uploadId, key),
          parts: parts.map((part) => ({ PartNumber: part.PartNumber ?? 0, ETag: part.ETag ?? '' })),
        },
        signal,
      );
      return {};
    },
    async abortMultipartUpload(file, { uploadId, key }) {
      if (!uploadId) return;
      await abortMultipartUpload(ref(file, uploadId, key)).catch(() => undefined);
    },
  });
  uppy.use(GoldenRetriever<UploadMeta, UploadBody>);

  uppy.on('state-update', () => notify(entry));

  // Seed 001 §9: an interrupted upload is tried again after 10 seconds (a few times, then by hand).
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    const code = errorCode(error);
    uppy.setFileState(file.id, { error: code });
    const retry = entry.retries.get(file.id) ?? { count: 0 };
    clearRetry(entry, file.id);
    if (!isRetryable(code) || retry.count >= UPLOAD_AUTO_RETRIES) {
      entry.retries.set(file.id, { count: retry.count });
      notify(entry);
      return;
    }
    const timer = setTimeout(() => {
      const current = uppy.getFile(file.id);
      entry.retries.set(file.id, { count: retry.count + 1 });
      if (current?.error) void uppy.retryUpload(file.id);
    }, UPLOAD_RETRY_MS);
    entry.retries.set(file.id, { count: retry.count, retryAt: Date.now() + UPLOAD_RETRY_MS, timer });
    notify(entry);
  });

  // The API marked the source uploaded; the last one starts processing on the server (S3 event).
  uppy.on('upload-success', (file) => {
    if (file) clearRetry(entry, file.id, true);
    void mutate(sourcesKey(masterId));
    void mutate(detailsKey(masterId));
  });

  uppy.on('file-removed', (file) => clearRetry(entry, file.id, true));

  // After a reload: files whose data Golden Retriever kept resume at once (list-parts says which
  // parts S3 already has); the others wait until the user picks the same file again.
  uppy.on('restored', () => {
    uppy.setState({ currentUploads: {}, recoveredState: null });
    for (const file of uppy.getFiles()) {
      if (!file.progress.uploadComplete && !file.isGhost && file.data)
        void uppy.retryUpload(file.id).catch(() => undefined);
    }
    notify(entry);
  });
  return entry;
}

function entryFor(masterId: string): Entry {
  let entry = registry.get(masterId);
  if (!entry) {
    entry = createEntry(masterId);
    registry.set(masterId, entry);
  }
  return entry;
}

/** Starts (or resumes) the upload of one asset; answers a field issue when the file is refused here. */
function addAssetFile(masterId: string, slot: AssetSlot, file: File): string | null {
  const problem = checkFile(slot.asset, slot.accept, file);
  if (problem) return problem;
  const { uppy } = entryFor(masterId);
  const others = uppy.getFiles().filter((existing) => existing.meta.asset === slot.asset);
  // A running or finished upload of this asset gives way; a ghost of the same file is resumed.
  for (const existing of others) if (!existing.isGhost) uppy.removeFile(existing.id);
  const id = uppy.addFile({
    name: file.name,
    type: file.type,
    data: file,
    source: 'masterport',
    meta: { master_id: masterId, asset: slot.asset, relativePath: `${slot.asset}/${file.name}` },
  });
  for (const existing of others) if (existing.isGhost && existing.id !== id) uppy.removeFile(existing.id);
  const added = uppy.getFile(id);
  if (added?.progress.uploadStarted) void uppy.retryUpload(id).catch(() => undefined);
  else void uppy.upload().catch(() => undefined);
  return null;
}

/** The upload tab's view of this master's uploads, by asset. */
export function useMasterUploads(masterId: string) {
  const entry = entryFor(masterId);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    [entry],
  );
  const uploads = useSyncExternalStore(
    subscribe,
    () => entry.snapshot,
    () => entry.snapshot,
  );

  const fileOf = (asset: UploadAsset) => entry.uppy.getFiles().find((file) => file.meta.asset === asset);
  return {
    uploads,
    add: (slot: AssetSlot, file: File) => addAssetFile(masterId, slot, file),
    cancel: (asset: UploadAsset) => {
      const file = fileOf(asset);
      if (file) entry.uppy.removeFile(file.id);
    },
    retry: (asset: UploadAsset) => {
      const file = fileOf(asset);
      if (!file) return;
      clearRetry(entry, file.id, true);
      void entry.uppy.retryUpload(file.id).catch(() => undefined);
    },
  };
}
