import { createHash } from 'node:crypto';
import { ARCHIVE_DAYS, ARCHIVES_PREFIX } from '@masterport/contract';
import { epochSeconds, getArchive, nowIso, putArchiveBuild, type ArchiveItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { signDownload } from '../adapters/storage.ts';
import { startArchiveExecution } from '../adapters/workflow.ts';
import { config } from '../config.ts';

export interface ArchiveRequest {
  accountId: string;
  subject: ArchiveItem['subject'];
  /** The zip's name, `.zip` included. */
  filename: string;
  files: ArchiveItem['files'];
}

/**
 * The same files under the same names for the same account are the same archive: asking twice
 * finds it (a playlist's zip is reused until a change renames, adds or reorders its entries).
 */
const archiveIdOf = (request: ArchiveRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        request.accountId,
        request.filename,
        request.files.map((file) => `${file.name}\u0000${file.key}`).sort(),
      ]),
    )
    .digest('base64url')
    .slice(0, 32);

/**
 * The archive of these files: the one already made or being made, else a new build started in the
 * background (state-machines/archive-files). A failed or expired one is built again.
 */
export async function prepareArchive(request: ArchiveRequest): Promise<ArchiveItem> {
  const id = archiveIdOf(request);
  const existing = await getArchive(table(), id);
  if (existing && existing.status !== 'failed') return existing;
  const archive: ArchiveItem = {
    id,
    account_id: request.accountId,
    subject: request.subject,
    filename: request.filename,
    files: request.files,
    status: 'preparing',
    s3_key: `${ARCHIVES_PREFIX}${request.accountId}/${id}/${request.filename}`,
    size: null,
    attempt: (existing?.attempt ?? 0) + 1,
    created_on: nowIso(),
    expires_at: epochSeconds() + ARCHIVE_DAYS * 86_400,
  };
  if (!(await putArchiveBuild(table(), archive))) return (await getArchive(table(), id)) ?? archive;
  await startArchiveExecution(archive.id, archive.attempt);
  return archive;
}

/** An archive as the API answers it: a download link once ready. */
export async function toArchiveView(archive: ArchiveItem) {
  return {
    id: archive.id,
    status: archive.status,
    filename: archive.filename,
    file_count: archive.files.length,
    size: archive.size ?? archive.files.reduce((total, file) => total + file.size, 0),
    download_url:
      archive.status === 'ready' ? await signDownload(config().outputsBucket, archive.s3_key, archive.filename) : null,
  };
}
