import * as z from 'zod';
import { publicFilesSchema } from '@masterport/contract';
import { writeInBatches, type Db } from '../db.ts';
import { encodeCursor } from '../cursor.ts';
import { TransactionConflictError, UniqueConflictError } from '../errors.ts';
import {
  addTo,
  defineEntity,
  deleteItems,
  getItem,
  getItemsByKey,
  itemAbsent,
  itemExists,
  MAX_TRANSACTION_STEPS,
  putBuilt,
  queryAll,
  queryCount,
  queryOnce,
  queryPage,
  scanKinds,
  setTyped,
  step,
  transact,
  updateItem,
  type Condition,
  type KeyRange,
  type TransactionStep,
  type ValueOf,
} from '../entity.ts';
import { keys, ranges } from '../keys.ts';
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
  /** What the public player offers beyond the viewing copies (issue 28): the ProRes zip; absent, the safe default. */
  public_files: publicFilesSchema.nullable().optional(),
  master_ids: z.array(z.string()),
  revision: z.number(),
  /** The name, lower case without accents: what the search box compares. */
  search_text: z.string(),
});
export type PlaylistItem = z.infer<typeof playlistItemSchema>;

/** The stored playlist: listed among its account's playlists by creation date (GSI1). */
const playlistEntity = defineEntity({
  type: 'playlist',
  schema: playlistItemSchema,
  key: (playlist) => keys.playlist(playlist.id),
  indexKeys: (playlist) => keys.playlistByAccount(playlist.account_id, playlist.created_on, playlist.id),
});
export const playlistTableItem = (playlist: PlaylistItem) => playlistEntity.item(playlist);

export const playlistSubscriptionSchema = z.object({
  account_id: z.string(),
  playlist_id: z.string(),
  subscribed_on: z.string(),
  subscribed_by: z.string(),
});
export type PlaylistSubscription = z.infer<typeof playlistSubscriptionSchema>;

/** Its GSI1 keys need the playlist's creation date, which is not the subscription's own: `subscriptionItem` adds them. */
const subscriptionEntity = defineEntity({
  type: 'playlist_subscription',
  schema: playlistSubscriptionSchema,
  key: (subscription) => keys.playlistSubscription(subscription.account_id, subscription.playlist_id),
  indexKeys: (subscription) => keys.playlistSubscriber(subscription.playlist_id, subscription.account_id),
});

/** Under a master: a playlist that holds it (the master's playlists tab). */
const playlistLinkEntity = defineEntity({
  type: 'playlist_link',
  schema: z.object({ playlist_id: z.string(), account_id: z.string(), master_id: z.string() }),
  key: (link) => keys.playlistLink(link.master_id, link.playlist_id),
});
const linkPut = (playlist: PlaylistItem, masterId: string) =>
  step.put(playlistLinkEntity, { playlist_id: playlist.id, account_id: playlist.account_id, master_id: masterId });
const linkDelete = (playlistId: string, masterId: string) => step.delete(keys.playlistLink(masterId, playlistId));

/** How many playlists an account lists: only ever changed in place (ADD makes it), or set whole by the rebuild. */
const playlistCountEntity = defineEntity({ type: 'playlist_count', schema: z.object({ count: z.number() }) });
/** The account's count of listed playlists (own and saved) moves with every write that lists or unlists one. */
const countChange = (accountId: string, change: 1 | -1) =>
  step.update(playlistCountEntity, keys.playlistCount(accountId), addTo('count', change));
const revisionIs = (revision: number) => ({ expression: 'revision = :seen', values: { ':seen': revision } });

/** A link's step as a batch request: a link is put whole or deleted without a condition, so the batch writes the same. */
function asBatchRequest(link: TransactionStep): Record<string, unknown> {
  if ('Put' in link) return { PutRequest: { Item: link.Put.Item } };
  if ('Delete' in link) return { DeleteRequest: { Key: link.Delete.Key } };
  throw new Error('only a put or a delete of a link is written in a batch');
}

/**
 * Writes the playlist's own items (`head`, conditional) with as many of its link writes as one
 * transaction takes, then the links left over, which only ever point at it, in batches: a reel of
 * PLAYLIST_MAX_MASTERS gained or emptied at once is more than one transaction holds.
 */
async function writeWithLinks(
  db: Db,
  head: readonly TransactionStep[],
  links: readonly TransactionStep[],
): Promise<void> {
  const room = MAX_TRANSACTION_STEPS - head.length;
  await transact(db, [...head, ...links.slice(0, room)]);
  await writeInBatches(db, links.slice(room).map(asBatchRequest));
}

/** A new playlist, its share key and its first masters' links, together (as far as one transaction holds them). */
export async function createPlaylist(db: Db, playlist: PlaylistItem): Promise<void> {
  await writeWithLinks(
    db,
    [
      step.put(playlistEntity, playlist, itemAbsent),
      step.putBuilt(
        shareItem({ hash_key: playlist.hash_key, kind: 'playlist', id: playlist.id, created_on: playlist.created_on }),
        itemAbsent,
      ),
      countChange(playlist.account_id, 1),
    ],
    playlist.master_ids.map((masterId) => linkPut(playlist, masterId)),
  );
}

export async function getPlaylist(db: Db, playlistId: string): Promise<PlaylistItem | undefined> {
  return getItem(db, playlistEntity, keys.playlist(playlistId));
}

/** Several playlists by id (those that still exist), in no particular order. */
export async function getPlaylists(db: Db, playlistIds: readonly string[]): Promise<PlaylistItem[]> {
  return getItemsByKey(
    db,
    playlistEntity,
    playlistIds.map((id) => keys.playlist(id)),
  );
}

/** The playlist a public link opens, if the link's created_on and hash_key both match. */
export async function getPlaylistByShare(
  db: Db,
  createdOn: string,
  hashKey: string,
): Promise<PlaylistItem | undefined> {
  const share = await getShare(db, createdOn, hashKey);
  return share?.kind === 'playlist' ? getPlaylist(db, share.id) : undefined;
}

/**
 * The playlists an account made whose folded name holds every word (folded too), newest first: the
 * "add to a playlist" picker. Its saved ones share the partition and are left out by the query's
 * filter, as are names without the words, so a read stops at `limit` matches or after `atMost` rows
 * of the partition, whichever comes first; `complete` says whether it reached the partition's end.
 */
export async function searchOwnPlaylists(
  db: Db,
  accountId: string,
  words: readonly string[],
  read: { limit: number; atMost: number },
): Promise<{ items: PlaylistItem[]; complete: boolean }> {
  const filter: Condition = {
    expression: ['#type = :playlist', ...words.map((_, i) => `contains(#search, :word${i})`)].join(' AND '),
    names: { '#type': 'type', ...(words.length ? { '#search': 'search_text' } : {}) },
    values: { ':playlist': playlistEntity.type, ...Object.fromEntries(words.map((word, i) => [`:word${i}`, word])) },
  };
  const items: PlaylistItem[] = [];
  let rowsRead = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    // A page first (the picker's usual answer: no words, no saved playlists in the way), then larger reads.
    const limit = Math.min(read.atMost - rowsRead, rowsRead === 0 ? read.limit : 100);
    const answer = await queryOnce(db, playlistEntity, ranges.playlistsOfAccount(accountId), {
      descending: true,
      filter,
      limit,
      ...(startKey ? { startKey } : {}),
    });
    items.push(...answer.items);
    // The Limit counts the rows read, matched or not (fewer only when the partition or 1 MB ended the read).
    rowsRead += limit;
    startKey = answer.lastKey;
  } while (startKey && items.length < read.limit && rowsRead < read.atMost);
  return { items: items.slice(0, read.limit), complete: !startKey };
}

/** How many playlists the account lists, its own and those it saved (its count item; none yet is 0). */
export async function countPlaylists(db: Db, accountId: string): Promise<number> {
  return (await getItem(db, playlistCountEntity, keys.playlistCount(accountId), { consistent: false }))?.count ?? 0;
}

/** Newest or oldest first, optionally created within days (YYYY-MM-DD): the orders the account's playlist partition serves. */
export interface PlaylistOrder {
  direction: 'asc' | 'desc';
  from?: string;
  to?: string;
}

/** What an order reads: the account's partition, within days when asked (every key of the last day sorts before `~`). */
function playlistRange(accountId: string, order: Pick<PlaylistOrder, 'from' | 'to'>): KeyRange {
  const dated = Boolean(order.from || order.to);
  return {
    ...ranges.playlistsOfAccount(accountId),
    ...(dated ? { between: [order.from ?? '0000', `${order.to ?? '9999'}~`] } : {}),
  };
}

/** A row of the account's partition: its own playlist, or a saved one's subscription (read as stored, keys and all, for the cursor). */
const playlistRowEntity = defineEntity({
  type: 'playlist_row',
  schema: z.looseObject({ type: z.enum([playlistEntity.type, subscriptionEntity.type]) }),
});
type PlaylistRow = ValueOf<typeof playlistRowEntity>;

/** The playlists of rows of the account's partition, in their order: its own as they are, a saved one read by id (one BatchGet for all). */
async function playlistsOfRows(db: Db, rows: readonly PlaylistRow[]): Promise<PlaylistItem[]> {
  const saved = new Map(
    (
      await getPlaylists(
        db,
        rows.filter((row) => row.type === subscriptionEntity.type).map((row) => String(row.playlist_id)),
      )
    ).map((playlist) => [playlist.id, playlist]),
  );
  return rows.flatMap((row) => {
    if (row.type === playlistEntity.type) return [playlistEntity.parse(row)];
    const playlist = saved.get(String(row.playlist_id));
    return playlist ? [playlist] : [];
  });
}

/**
 * One page of the playlists an account lists (its own and those it saved, by the playlist's
 * creation date): a query of the page and one more row, the saved ones' playlists read together.
 * The cursor is the index key of the page's last row.
 */
export async function listPlaylistsPage(
  db: Db,
  accountId: string,
  order: PlaylistOrder,
  page: { cursor?: string; limit: number },
): Promise<{ items: PlaylistItem[]; cursor?: string }> {
  const { items: rows } = await queryPage(db, playlistRowEntity, playlistRange(accountId, order), {
    descending: order.direction === 'desc',
    limit: page.limit + 1,
    ...(page.cursor ? { cursor: page.cursor } : {}),
  });
  const pageRows = rows.slice(0, page.limit);
  const last = pageRows.at(-1);
  const cursor =
    rows.length > page.limit && last
      ? encodeCursor({
          PK: String(last.PK),
          SK: String(last.SK),
          GSI1PK: String(last.GSI1PK),
          GSI1SK: String(last.GSI1SK),
        })
      : undefined;
  return { items: await playlistsOfRows(db, pageRows), cursor };
}

/** How many playlists the account lists that were created within days: a count of the range's keys (its cost follows the range). */
export async function countPlaylistsCreatedBetween(
  db: Db,
  accountId: string,
  order: Pick<PlaylistOrder, 'from' | 'to'>,
): Promise<number> {
  return queryCount(db, playlistRange(accountId, order));
}

/**
 * The first `atMost` playlists the account lists, newest first, for what the partition's order does
 * not serve (name or size order, a search, a master). `complete` says whether the account's list
 * (within the order's dates) ended within the bound.
 */
export async function readPlaylists(
  db: Db,
  accountId: string,
  order: PlaylistOrder,
  atMost: number,
): Promise<{ items: PlaylistItem[]; complete: boolean }> {
  // One more than the bound: a read that ends exactly at the bound may still answer a cursor (queryPage).
  const { items: rows } = await queryPage(db, playlistRowEntity, playlistRange(accountId, order), {
    descending: order.direction === 'desc',
    limit: atMost + 1,
  });
  return { items: await playlistsOfRows(db, rows.slice(0, atMost)), complete: rows.length <= atMost };
}

/**
 * Writes the playlist's next state if it is still at the revision read (`stale` otherwise), with
 * the links of the masters it gained and lost (in the same transaction as far as one holds them).
 */
export async function replacePlaylist(db: Db, previous: PlaylistItem, next: PlaylistItem): Promise<void> {
  const before = new Set(previous.master_ids);
  const after = new Set(next.master_ids);
  try {
    await writeWithLinks(
      db,
      [step.put(playlistEntity, next, revisionIs(previous.revision))],
      [
        ...next.master_ids.filter((id) => !before.has(id)).map((id) => linkPut(next, id)),
        ...previous.master_ids.filter((id) => !after.has(id)).map((id) => linkDelete(previous.id, id)),
      ],
    );
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
}

/**
 * The playlist and its share key (its public link stops at once), if still at the revision read;
 * then its masters' links and its subscriptions, which only ever point at it.
 */
export async function deletePlaylist(db: Db, playlist: PlaylistItem): Promise<void> {
  try {
    await transact(db, [
      step.delete(keys.playlist(playlist.id), revisionIs(playlist.revision)),
      step.delete(keys.share(playlist.hash_key)),
      countChange(playlist.account_id, -1),
    ]);
  } catch (error) {
    if (error instanceof TransactionConflictError && error.failedItems.includes(0))
      throw new UniqueConflictError('stale');
    throw error;
  }
  await deleteItems(
    db,
    playlist.master_ids.map((masterId) => keys.playlistLink(masterId, playlist.id)),
  );
  // Each subscriber's saved copy goes with its count, once (an unsubscribe at the same moment counts once too).
  for (const accountId of await listSubscriberIds(db, playlist.id))
    await deletePlaylistSubscription(db, accountId, playlist.id);
}

/** The playlists holding a master, as its link items say: the playlist's id and owner. */
export async function listPlaylistLinksForMaster(
  db: Db,
  masterId: string,
): Promise<{ playlist_id: string; account_id: string }[]> {
  return (await queryAll(db, playlistLinkEntity, ranges.playlistLinksOfMaster(masterId), { consistent: true })).map(
    (link) => ({ playlist_id: link.playlist_id, account_id: link.account_id }),
  );
}

/**
 * Saves another account's playlist: listed among the subscriber's playlists by the playlist's
 * creation date (GSI1) and counted, together; already saved changes nothing.
 */
export async function putPlaylistSubscription(
  db: Db,
  subscription: PlaylistSubscription,
  playlistCreatedOn: string,
): Promise<void> {
  try {
    await transact(db, [
      step.putBuilt(subscriptionItem(subscription, playlistCreatedOn), itemAbsent),
      countChange(subscription.account_id, 1),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError && error.failedItems.includes(0))) throw error;
  }
}

const subscriptionItem = (subscription: PlaylistSubscription, playlistCreatedOn: string) => ({
  ...subscriptionEntity.item(subscription),
  ...keys.playlistByAccount(subscription.account_id, playlistCreatedOn, subscription.playlist_id),
});

export async function getPlaylistSubscription(
  db: Db,
  accountId: string,
  playlistId: string,
): Promise<PlaylistSubscription | undefined> {
  return getItem(db, subscriptionEntity, keys.playlistSubscription(accountId, playlistId));
}

/** The saved playlist leaves the subscriber's list and count, once. */
export async function deletePlaylistSubscription(db: Db, accountId: string, playlistId: string): Promise<void> {
  try {
    await transact(db, [
      step.delete(keys.playlistSubscription(accountId, playlistId), itemExists),
      countChange(accountId, -1),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionConflictError && error.failedItems.includes(0))) throw error;
  }
}

/** The playlists an account saved from other accounts. */
export async function listPlaylistSubscriptions(db: Db, accountId: string): Promise<PlaylistSubscription[]> {
  return queryAll(db, subscriptionEntity, ranges.playlistSubscriptions(accountId), { consistent: true });
}

async function listSubscriberIds(db: Db, playlistId: string): Promise<string[]> {
  return (await queryAll(db, subscriptionEntity, ranges.subscribersOfPlaylist(playlistId))).map(
    (subscription) => subscription.account_id,
  );
}

/**
 * Rewrites every playlist subscription with the list's keys (GSI1 among the subscriber's playlists,
 * GSI2 among the playlist's subscribers) and sets each account's count of listed playlists: run
 * once after deploying over playlists stored before; running it again changes nothing.
 */
export async function rebuildPlaylistIndexes(db: Db): Promise<number> {
  const listed = new Map<string, number>();
  const subscriptions: PlaylistSubscription[] = [];
  const createdOn = new Map<string, string>();
  for await (const page of scanKinds(db, [playlistEntity.type, subscriptionEntity.type])) {
    for (const raw of page) {
      if (raw.type === 'playlist') {
        const playlist = playlistItemSchema.parse(raw);
        createdOn.set(playlist.id, playlist.created_on);
        listed.set(playlist.account_id, (listed.get(playlist.account_id) ?? 0) + 1);
      } else subscriptions.push(playlistSubscriptionSchema.parse(raw));
    }
  }
  for (const subscription of subscriptions) {
    const playlistCreatedOn = createdOn.get(subscription.playlist_id);
    // A subscription to a playlist deleted meanwhile is left for the delete's own sweep.
    if (!playlistCreatedOn) continue;
    await putBuilt(db, subscriptionItem(subscription, playlistCreatedOn));
    listed.set(subscription.account_id, (listed.get(subscription.account_id) ?? 0) + 1);
  }
  for (const [accountId, count] of listed)
    await updateItem(db, playlistCountEntity, keys.playlistCount(accountId), setTyped(playlistCountEntity, { count }));
  return subscriptions.length;
}
