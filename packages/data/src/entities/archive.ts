import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

import { epochSeconds, type Db } from '../db.ts';
import { ConditionFailedError } from '../errors.ts';
import { keys } from '../keys.ts';

/** A file to put in an archive: where it is and the name it takes in the zip. */
export const archiveFileSchema = z.object({ bucket: z.enum(['sources', 'outputs']), key: z.string(), name: z.string(), size: z.number() });

/**
 * A zip of files already in S3, prepared in the background (state-machines/archive-files): the
 * master page's downloads and a playlist's. Its id is derived from its account and files,
 * so asking again for the same files finds the same archive.
 */
export const archiveItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  /** What it bundles, for the reader and for access checks. */
  subject: z.object({ kind: z.enum(['master', 'playlist']), id: z.string() }),
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

export async function getArchive(db: Db, archiveId: string): Promise<ArchiveItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.archive(archiveId), ConsistentRead: true }));
  return Item && Item.expires_at > epochSeconds() ? archiveItemSchema.parse(Item) : undefined;
}

/**
 * Writes a new build of an archive: only when none exists, or the one that exists failed or
 * expired (false when another build is under way or done: that one is the answer).
 */
export async function putArchiveBuild(db: Db, archive: ArchiveItem): Promise<boolean> {
  try {
    await db.client.send(new PutCommand({
      TableName: db.tableName,
      Item: { ...keys.archive(archive.id), type: 'archive', ...archive, ttl: archive.expires_at },
      ConditionExpression: 'attribute_not_exists(PK) OR #status = :failed OR expires_at <= :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':now': epochSeconds() },
    }));
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** The end of a build: ready with the zip's size, or failed. */
export async function finishArchive(db: Db, archiveId: string, result: { status: 'ready'; size: number } | { status: 'failed' }): Promise<void> {
  await db.client.send(new UpdateCommand({
    TableName: db.tableName,
    Key: keys.archive(archiveId),
    ConditionExpression: 'attribute_exists(PK)',
    UpdateExpression: 'SET #status = :status, #size = :size',
    ExpressionAttributeNames: { '#status': 'status', '#size': 'size' },
    ExpressionAttributeValues: { ':status': result.status, ':size': result.status === 'ready' ? result.size : null },
  }));
}
