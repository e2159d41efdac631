import { PassThrough } from 'node:stream';
import { finishArchive, getArchive, type ArchiveItem } from '@masterport/data';
import { ZipFile } from 'yazl';
import { table } from '../adapters/db.ts';
import { objectStream, uploadStream } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';

const bucketOf = (bucket: ArchiveItem['files'][number]['bucket']) =>
  ({ sources: config().sourcesBucket, outputs: config().outputsBucket, documents: config().documentsBucket })[bucket];

/**
 * Zips an archive's files from S3 into its object in S3, as streams end to end: each file is
 * opened only when the zip reaches it (yazl's lazy entries), stored without compression (media
 * does not shrink, and storing keeps the task's CPU for copying), and the zip leaves by multipart
 * upload while it is written. Zip64 is used when the files call for it (over 4 GiB).
 */
export async function buildArchive(archiveId: string): Promise<void> {
  const archive = await getArchive(table(), archiveId);
  if (!archive || archive.status === 'ready') return;
  const zip = new ZipFile();
  for (const file of archive.files) {
    zip.addReadStreamLazy(
      file.name,
      { compress: false, size: file.size, mtime: new Date(archive.created_on) },
      (done) => {
        objectStream(bucketOf(file.bucket), file.key).then(
          (stream) => done(null, stream),
          (error: unknown) => done(error as Error, undefined as never),
        );
      },
    );
  }
  let size = 0;
  const counted = new PassThrough();
  counted.on('data', (chunk: Buffer) => {
    size += chunk.length;
  });
  zip.outputStream.on('error', (error) => counted.destroy(error)).pipe(counted);
  zip.end();
  await uploadStream(config().outputsBucket, archive.s3_key, counted, 'application/zip');
  await finishArchive(table(), archive.id, { status: 'ready', size });
  logger.info('Archive ready', { archiveId, files: archive.files.length, size });
}

/** The build failed twice: the page stops waiting and offers to try again. */
export async function failArchive(archiveId: string): Promise<void> {
  logger.error('Archive failed', { archiveId });
  await finishArchive(table(), archiveId, { status: 'failed' });
}
