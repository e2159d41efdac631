import * as z from 'zod';

import { epochSeconds, type Db } from '../db.ts';
import { defineEntity, getItem, putItem, updateItem, itemExists, whenConditionHolds } from '../entity.ts';
import { keys } from '../keys.ts';

/** A file to put in an archive: where it is and the name it takes in the zip. */
export const archiveFileSchema = z.object({
  bucket: z.enum(['sources', 'outputs', 'documents']),
  key: z.string(),
  name: z.string(),
  size: z.number(),
});

/**
 * A zip of files already in S3, prepared in the background (state-machines/archive-files): the
 * master page's downloads and a playlist's. Its id is derived from its account and files,
 * so asking again for the same files finds the same archive.
 */
export const archiveItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  /** What it bundles, for the reader and for access checks. */
  subject: z.object({ kind: z.enum(['master', 'playlist', 'account']), id: z.string() }),
  filename: z.string(),
  files: z.array(archiveFileSchema),
  status: z.enum(['preparing', 'ready', 'failed']),
  /** Its zip in the outputs bucket, once ready. */
  s3_key: z.string(),
  size: z.number().nullable(),
  /** Which build this is: execution names, and a retry after a failure. */
  attempt: z.number(),
  created_on: z.string(),
  /** Epoch seconds: the item and its zip are gone after this (TTL, bucket lifecycle rule). */
  expires_at: z.number(),
});
export type ArchiveItem = z.infer<typeof archiveItemSchema>;

const archiveEntity = defineEntity({
  type: 'archive',
  schema: archiveItemSchema,
  key: (archive) => keys.archive(archive.id),
  stored: (archive) => ({ ttl: archive.expires_at }),
});

export async function getArchive(db: Db, archiveId: string): Promise<ArchiveItem | undefined> {
  const archive = await getItem(db, archiveEntity, keys.archive(archiveId));
  return archive && archive.expires_at > epochSeconds() ? archive : undefined;
}

/**
 * Writes a new build of an archive: only when none exists, or the one that exists failed or
 * expired (false when another build is under way or done: that one is the answer).
 */
export async function putArchiveBuild(db: Db, archive: ArchiveItem): Promise<boolean> {
  return whenConditionHolds(
    putItem(db, archiveEntity, archive, {
      expression: 'attribute_not_exists(PK) OR #status = :failed OR expires_at <= :now',
      names: { '#status': 'status' },
      values: { ':failed': 'failed', ':now': epochSeconds() },
    }),
  );
}

/** The end of a build: ready with the zip's size, or failed. */
export async function finishArchive(
  db: Db,
  archiveId: string,
  result: { status: 'ready'; size: number } | { status: 'failed' },
): Promise<void> {
  await updateItem(db, archiveEntity, keys.archive(archiveId), {
    set: { status: result.status, size: result.status === 'ready' ? result.size : null },
    when: itemExists,
  });
}
