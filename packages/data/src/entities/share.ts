import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import type { Db } from '../db.ts';
import { keys } from '../keys.ts';

/**
 * A public share key (128+ random bits): what a public link's `hash_key` opens. Items of every kind
 * that have public pages (masters, documents, playlists, and a distribution's web-link destinations) hold one, written with them.
 */
export const shareSchema = z.object({ hash_key: z.string(), kind: z.enum(['master', 'document', 'destination', 'playlist']), id: z.string(), created_on: z.string() });
export type Share = z.infer<typeof shareSchema>;

export const shareItem = (share: Share) => ({ ...keys.share(share.hash_key), type: 'share', ...share });

/** The share behind a public link, only if its created_on matches too (both are in the link). */
export async function getShare(db: Db, createdOn: string, hashKey: string): Promise<Share | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.share(hashKey), ConsistentRead: true }));
  const share = Item ? shareSchema.safeParse({ hash_key: hashKey, ...Item }) : undefined;
  return share?.success && share.data.created_on === createdOn ? share.data : undefined;
}
