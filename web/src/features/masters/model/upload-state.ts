import { CAPTIONS_MAX_BYTES, MEDIA_MAX_BYTES, type UploadAsset } from '@masterport/contract';
import type { Tone } from './status.ts';

/** Seed 001 §3: each asset of the upload tab has a file name, and is uploading, uploaded or missing, with a percentage. */
export type AssetPhase = 'missing' | 'uploading' | 'retrying' | 'failed' | 'interrupted' | 'uploaded';

export interface AssetState {
  phase: AssetPhase;
  filename: string | null;
  percentage: number;
  /** A catalogue code or client code for `failed` and `retrying`. */
  error?: string;
  /** Epoch ms of the next automatic attempt (`retrying`). */
  retryAt?: number;
}

export const ASSET_PHASE_TONE: Record<AssetPhase, Tone> = {
  missing: 'waiting',
  uploading: 'running',
  retrying: 'warning',
  failed: 'rejected',
  interrupted: 'warning',
  uploaded: 'passed',
};

/** Seed 001 §9: an interrupted upload is tried again after 10 seconds. */
export const UPLOAD_RETRY_MS = 10_000;
/** After this many automatic attempts the user is asked to try again. */
export const UPLOAD_AUTO_RETRIES = 3;

/** Codes after which trying again cannot help: the file or the master must change first. */
const FINAL_CODES = new Set([
  'upload_too_large',
  'upload_file_check',
  'master_locked',
  'master_busy',
  'slate_incomplete',
  'data_restriction',
  'not_found',
  'validation_error',
  'user_permission',
  'account_permission',
  'file_type',
  'max_30gb',
  'max_100mb',
]);
export const isRetryable = (code: string | undefined): boolean => !code || !FINAL_CODES.has(code);

export const uploadLimit = (asset: UploadAsset): number =>
  asset === 'captions' ? CAPTIONS_MAX_BYTES : MEDIA_MAX_BYTES;

/** The API's own checks, made before sending anything: extension and size. */
export function checkFile(
  asset: UploadAsset,
  accept: string,
  file: { name: string; size: number },
): 'file_type' | 'max_30gb' | 'max_100mb' | null {
  const extensions = accept.split(',');
  if (!extensions.some((extension) => file.name.toLowerCase().endsWith(extension))) return 'file_type';
  if (file.size > uploadLimit(asset)) return asset === 'captions' ? 'max_100mb' : 'max_30gb';
  return null;
}

export interface LocalUpload {
  filename: string;
  percentage: number;
  complete: boolean;
  ghost: boolean;
  error?: string;
  retryAt?: number;
}

/**
 * One drop zone's state, from this browser's upload (if any) and what the API recorded. A local
 * upload wins; without one, an upload the API saw start but never finish (another tab, a closed
 * browser) reads as interrupted.
 */
export function assetState(
  local: LocalUpload | undefined,
  source: { filename: string; status: 'uploading' | 'uploaded' } | undefined,
): AssetState {
  if (local) {
    if (local.complete) return { phase: 'uploaded', filename: local.filename, percentage: 100 };
    if (local.ghost) return { phase: 'interrupted', filename: local.filename, percentage: local.percentage };
    if (local.error && local.retryAt)
      return {
        phase: 'retrying',
        filename: local.filename,
        percentage: local.percentage,
        error: local.error,
        retryAt: local.retryAt,
      };
    if (local.error)
      return { phase: 'failed', filename: local.filename, percentage: local.percentage, error: local.error };
    return { phase: 'uploading', filename: local.filename, percentage: local.percentage };
  }
  if (source?.status === 'uploaded') return { phase: 'uploaded', filename: source.filename, percentage: 100 };
  if (source?.status === 'uploading') return { phase: 'interrupted', filename: source.filename, percentage: 0 };
  return { phase: 'missing', filename: null, percentage: 0 };
}

/** S3's floor for a part (all but the last), and our own, larger, choice (fewer signing calls). */
const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
export const MIN_PART_BYTES = 10 * 1024 * 1024;
const MAX_PARTS = 10_000;

/** The part size Uppy's multipart uploader uses for a file of this size with our `getChunkSize`. */
export function partSize(fileSize: number): number {
  const chunk = Math.max(MIN_PART_BYTES, Math.ceil(fileSize / MAX_PARTS), S3_MIN_PART_BYTES);
  return Math.floor(fileSize / chunk) > MAX_PARTS ? fileSize / MAX_PARTS : chunk;
}

/**
 * The listed parts a resume may keep: those of exactly the size this file's part should have. A
 * part caught while it was still being written (or of another file) is sent again.
 */
export function reusableParts<P extends { PartNumber: number; Size: number; ETag: string }>(
  parts: readonly P[],
  fileSize: number,
): P[] {
  const size = partSize(fileSize);
  const count = Math.ceil(fileSize / size);
  return parts.filter((part) => {
    if (part.PartNumber < 1 || part.PartNumber > count || !part.ETag.replaceAll('"', '')) return false;
    const expected = Math.min(size, fileSize - (part.PartNumber - 1) * size);
    return part.Size === Math.round(expected);
  });
}
