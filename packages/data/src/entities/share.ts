import * as z from 'zod';
import type { Db } from '../db.ts';
import { defineEntity, getItem } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * A public share key (128+ random bits): what a public link's `hash_key` opens. Items of every kind
 * that have public pages (masters, documents, playlists, and a distribution's web-link destinations) hold one, written with them.
 */
export const shareSchema = z.object({
  hash_key: z.string(),
  kind: z.enum(['master', 'document', 'destination', 'playlist']),
  id: z.string(),
  created_on: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

const shareEntity = defineEntity({ type: 'share', schema: shareSchema, key: (share) => keys.share(share.hash_key) });

export const shareItem = (share: Share) => shareEntity.item(share);

/** The share behind a public link, only if its created_on matches too (both are in the link). */
export async function getShare(db: Db, createdOn: string, hashKey: string): Promise<Share | undefined> {
  const share = await getItem(db, shareEntity, keys.share(hashKey));
  return share?.created_on === createdOn ? share : undefined;
}
