import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { getItems, queryAllOnGsi1, queryAllWithPrefix, writeInBatches, type Db } from '../db.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import { keys } from '../keys.ts';
import { getShare, shareItem } from './share.ts';

/**
 * A playlist (seed 001 "Playlist"): its masters in order as a list on the item (a reel holds at
 * most PLAYLIST_MAX_MASTERS, so the whole order is one write), and `revision`, raised by every
 * change: writes are conditional on the revision read, and the zip of a revision is reused until
 * the next. Each master it holds also carries a link item (the master's playlists tab).
 */
export const playlistItemSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  name: z.string(),
  hash_key: z.string(),
  created_on: z.string(),
  modified_on: z.string(),
  created_by: z.string(),
  hide_master_links: z.boolean(),
  master_ids: z.array(z.string()),
  revision: z.number(),
  /** The name, lower case without accents: what the search box compares. */
  search_text: z.string(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

const playlistItem = (playlist: PlaylistItem) => ({
  ...keys.playlist(playlist.id), ...keys.playlistByAccount(playlist.account_id, playlist.created_on, playlist.id), type: 'playlist', ...playlist,
});
const linkPut = (db: Db, playlist: PlaylistItem, masterId: string) => ({
  Put: { TableName: db.tableName, Item: { ...keys.playlistLink(masterId, playlist.id), type: 'playlist_link', playlist_id: playlist.id, account_id: playlist.account_id, master_id: masterId } },
});
const linkDelete = (db: Db, playlistId: string, masterId: string) => ({ Delete: { TableName: db.tableName, Key: keys.playlistLink(masterId, playlistId) } });

/** The most actions one TransactWriteItems takes; DynamoDB refuses the whole call beyond it. */
const MAX_TRANSACTION_ITEMS = 100;
type LinkWrite = ReturnType<typeof linkPut> | ReturnType<typeof linkDelete>;

/**
 * Writes the playlist's own items (`head`, conditional) with as many of its link writes as one
 * transaction takes, then the links left over, which only ever point at it, in batches: a reel of
 * PLAYLIST_MAX_MASTERS gained or emptied at once is more than one transaction holds.
 */
async function writeWithLinks(db: Db, head: readonly unknown[], links: readonly LinkWrite[]): Promise<void> {
  const room = MAX_TRANSACTION_ITEMS - head.length;
  await db.client.send(new TransactWriteCommand({ TransactItems: [...head, ...links.slice(0, room)] as never }));
  await writeInBatches(db, links.slice(room).map((link) => ('Put' in link ? { PutRequest: { Item: link.Put.Item } } : { DeleteRequest: { Key: link.Delete.Key } })));
}

/** A new playlist, its share key and its first masters' links, together (as far as one transaction holds them). */
export async function createPlaylist(db: Db, playlist: PlaylistItem): Promise<void> {
  await writeWithLinks(db, [
    { Put: { TableName: db.tableName, Item: playlistItem(playlist), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: db.tableName, Item: shareItem({ hash_key: playlist.hash_key, kind: 'playlist', id: playlist.id, created_on: playlist.created_on }), ConditionExpression: 'attribute_not_exists(PK)' } },
  ], playlist.master_ids.map((masterId) => linkPut(db, playlist, masterId)));
}

export async function getPlaylist(db: Db, playlistId: string): Promise<PlaylistItem | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.playlist(playlistId), ConsistentRead: true }));
  return Item ? playlistItemSchema.parse(Item) : undefined;
}

/** Several playlists by id (those that still exist), in no particular order. */
export async function getPlaylists(db: Db, playlistIds: readonly string[]): Promise<PlaylistItem[]> {
  return (await getItems(db, playlistIds.map((id) => keys.playlist(id)))).map((item) => playlistItemSchema.parse(item));
}

/** The playlist a public link opens, if the link's created_on and hash_key both match. */
export async function getPlaylistByShare(db: Db, createdOn: string, hashKey: string): Promise<PlaylistItem | undefined> {
  const share = await getShare(db, createdOn, hashKey);
  return share?.kind === 'playlist' ? getPlaylist(db, share.id) : undefined;
}

/** Every playlist an account made, newest first (an account keeps tens or hundreds: filters run in code). */
export async function listPlaylistsForAccount(db: Db, accountId: string): Promise<PlaylistItem[]> {
  return (await queryAllOnGsi1(db, keys.playlistByAccount(accountId, '', '').GSI1PK)).map((item) => playlistItemSchema.parse(item));
}

/**
 * Writes the playlist's next state if it is still at the revision read (`stale` otherwise), with
 * the links of the masters it gained and lost (in the same transaction as far as one holds them).
 */
export async function replacePlaylist(db: Db, previous: PlaylistItem, next: PlaylistItem): Promise<void> {
  const before = new Set(previous.master_ids);
  const after = new Set(next.master_ids);
  try {
    await writeWithLinks(db, [{
      Put: {
        TableName: db.tableName, Item: playlistItem(next),
        ConditionExpression: 'revision = :seen', ExpressionAttributeValues: { ':seen': previous.revision },
      },
    }], [
      ...next.master_ids.filter((id) => !before.has(id)).map((id) => linkPut(db, next, id)),
      ...previous.master_ids.filter((id) => !after.has(id)).map((id) => linkDelete(db, previous.id, id)),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
}

/**
 * The playlist and its share key (its public link stops at once), if still at the revision read;
 * then its masters' links and its subscriptions, which only ever point at it.
 */
export async function deletePlaylist(db: Db, playlist: PlaylistItem): Promise<void> {
  try {
    await db.client.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: db.tableName, Key: keys.playlist(playlist.id), ConditionExpression: 'revision = :seen', ExpressionAttributeValues: { ':seen': playlist.revision } } },
        { Delete: { TableName: db.tableName, Key: keys.share(playlist.hash_key) } },
      ],
    }));
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0)) throw new UniqueConflictError('stale');
    throw error;
  }
  const subscribers = await listSubscriberIds(db, playlist.id);
  await writeInBatches(db, [
    ...playlist.master_ids.map((masterId) => ({ DeleteRequest: { Key: keys.playlistLink(masterId, playlist.id) } })),
    ...subscribers.map((accountId) => ({ DeleteRequest: { Key: keys.playlistSubscription(accountId, playlist.id) } })),
  ]);
}

/** The playlists holding a master, as its link items say: the playlist's id and owner. */
export async function listPlaylistLinksForMaster(db: Db, masterId: string): Promise<{ playlist_id: string; account_id: string }[]> {
  return (await queryAllWithPrefix(db, keys.master(masterId).PK, 'PLAYLINK#'))
    .map((item) => ({ playlist_id: String(item.playlist_id), account_id: String(item.account_id) }));
}

export const playlistSubscriptionSchema = z.object({ account_id: z.string(), playlist_id: z.string(), subscribed_on: z.string(), subscribed_by: z.string() });
export type PlaylistSubscription = z.infer<typeof playlistSubscriptionSchema>;

export async function putPlaylistSubscription(db: Db, subscription: PlaylistSubscription): Promise<void> {
  await db.client.send(new PutCommand({
    TableName: db.tableName,
    Item: { ...keys.playlistSubscription(subscription.account_id, subscription.playlist_id), ...keys.playlistSubscriber(subscription.playlist_id, subscription.account_id), type: 'playlist_subscription', ...subscription },
  }));
}

export async function getPlaylistSubscription(db: Db, accountId: string, playlistId: string): Promise<PlaylistSubscription | undefined> {
  const { Item } = await db.client.send(new GetCommand({ TableName: db.tableName, Key: keys.playlistSubscription(accountId, playlistId), ConsistentRead: true }));
  return Item ? playlistSubscriptionSchema.parse(Item) : undefined;
}

export async function deletePlaylistSubscription(db: Db, accountId: string, playlistId: string): Promise<void> {
  await db.client.send(new DeleteCommand({ TableName: db.tableName, Key: keys.playlistSubscription(accountId, playlistId) }));
}

/** The playlists an account saved from other accounts. */
export async function listPlaylistSubscriptions(db: Db, accountId: string): Promise<PlaylistSubscription[]> {
  return (await queryAllWithPrefix(db, keys.account(accountId).PK, 'PLSUB#')).map((item) => playlistSubscriptionSchema.parse(item));
}

async function listSubscriberIds(db: Db, playlistId: string): Promise<string[]> {
  return (await queryAllOnGsi1(db, keys.playlistSubscriber(playlistId, '').GSI1PK)).map((item) => String(item.account_id));
}
