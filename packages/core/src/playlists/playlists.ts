import {
  PLAYLISTS_PAGE_SIZE,
  PLAYLISTS_SCAN_BOUND,
  SAFE_PUBLIC_FILES,
  type Playlist,
  type PlaylistListFilters,
} from '@masterport/contract';
import {
  countPlaylists,
  countPlaylistsCreatedBetween,
  createPlaylist as createPlaylistItem,
  deletePlaylist as deletePlaylistItem,
  getAccount,
  getMasters,
  getPlaylist,
  getPlaylistSubscription,
  listPlaylistsPage,
  nowIso,
  readPlaylists,
  replacePlaylist,
  searchOwnPlaylists,
  UniqueConflictError,
  type MasterItem,
  type PlaylistItem,
  type PlaylistOrder,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { masterThumbnailUrl } from '../master-access/master-links.ts';
import { numberedPageStart, pageScope, rememberNextPage } from '../lists/numbered-pages.ts';
import { newId, newSecretToken } from '../random.ts';
import { foldedText, matchesEveryWord, searchWords } from '../search-text.ts';
import { checkedMastersToAdd } from './playlist-rules.ts';

/** How many pictures a playlist's card shows in its mosaic. */
const MOSAIC_SIZE = 4;

/**
 * A playlist the working account owns, for a change. A playlist it saved from another account is
 * read-only here (`playlist_read_only`); any other is another account's business (data_restriction).
 */
export async function ownPlaylist(auth: AuthContext, playlistId: string): Promise<PlaylistItem> {
  const playlist = await readablePlaylist(auth, playlistId);
  if (playlist.account_id !== auth.accountId) throw new AppError('playlist_read_only');
  return playlist;
}

/** A playlist the working account owns or saved. */
export async function readablePlaylist(auth: AuthContext, playlistId: string): Promise<PlaylistItem> {
  const playlist = await getPlaylist(table(), playlistId);
  if (!playlist) throw new AppError('not_found');
  if (playlist.account_id !== auth.accountId && !(await getPlaylistSubscription(table(), auth.accountId, playlist.id)))
    throw new AppError('data_restriction');
  return playlist;
}

/** Playlists as the app shows them, with their owners' names and their mosaics (one read of the masters for all). */
export async function playlistViews(auth: AuthContext, playlists: readonly PlaylistItem[]): Promise<Playlist[]> {
  const mosaicIds = [...new Set(playlists.flatMap((playlist) => playlist.master_ids.slice(0, MOSAIC_SIZE)))];
  const masters = new Map((await getMasters(table(), mosaicIds)).map((master) => [master.id, master]));
  const ownerIds = [...new Set(playlists.map((playlist) => playlist.account_id))];
  // The caller's own name came with authorisation; only the owners of saved playlists are read.
  const owners = new Map(
    await Promise.all(
      ownerIds.map(
        async (id) =>
          [
            id,
            id === auth.accountId && auth.accountName !== undefined
              ? auth.accountName
              : ((await getAccount(table(), id))?.name ?? ''),
          ] as const,
      ),
    ),
  );
  return Promise.all(
    playlists.map(async (playlist) => {
      const pictured = playlist.master_ids
        .slice(0, MOSAIC_SIZE)
        .map((id) => masters.get(id))
        .filter((master): master is MasterItem => !!master);
      const thumbnails = (await Promise.all(pictured.map((master) => masterThumbnailUrl(master)))).filter(
        (url): url is string => !!url,
      );
      return {
        id: playlist.id,
        name: playlist.name,
        created_on: playlist.created_on,
        hash_key: playlist.hash_key,
        modified_on: playlist.modified_on,
        masters_count: playlist.master_ids.length,
        hide_master_links: playlist.hide_master_links,
        public_files: playlist.public_files ?? SAFE_PUBLIC_FILES,
        owner: { name: owners.get(playlist.account_id) ?? '' },
        is_owner: playlist.account_id === auth.accountId,
        thumbnails,
      };
    }),
  );
}

export const playlistView = async (auth: AuthContext, playlist: PlaylistItem): Promise<Playlist> =>
  (await playlistViews(auth, [playlist]))[0]!;

const comparators = {
  most_recent: (a: PlaylistItem, b: PlaylistItem) => a.created_on.localeCompare(b.created_on),
  name: (a: PlaylistItem, b: PlaylistItem) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  masters_count: (a: PlaylistItem, b: PlaylistItem) => a.master_ids.length - b.master_ids.length,
} as const;

/**
 * `get-list` (seed 001): most recent first unless asked otherwise; saved playlists among the
 * account's own. By creation date (with or without a date range) a page is one query of the
 * account's partition (own and saved playlists, by the playlist's creation date) and the count kept
 * as playlists are made, saved, let go and deleted; another order, a search or a master reads at
 * most PLAYLISTS_SCAN_BOUND playlists (the contract's: an account keeps tens or hundreds) and
 * counts the matches among them; `searched_all` is false when older playlists were not read.
 */
export async function listPlaylists(auth: AuthContext, page: number, filters: PlaylistListFilters) {
  const order: PlaylistOrder = {
    direction: filters.order_card ?? 'desc',
    from: filters.filter_by_start_date,
    to: filters.filter_by_end_date,
  };
  const indexed =
    (filters.order_by ?? 'most_recent') === 'most_recent' &&
    !filters.master_file_id &&
    !filters.filter_search_query?.trim();
  const { playlists, total, searched_all } = indexed
    ? await indexedPlaylistsPage(auth, order, page, filters)
    : await boundedPlaylistsPage(auth, order, page, filters);
  return {
    playlists_list: await playlistViews(auth, playlists),
    page,
    pages_count: Math.max(1, Math.ceil(total / PLAYLISTS_PAGE_SIZE)),
    total,
    searched_all,
  };
}

/** A page of the list, with the number of matches and whether every playlist of the order was read. */
interface PlaylistsPage {
  playlists: PlaylistItem[];
  total: number;
  searched_all: boolean;
}

async function indexedPlaylistsPage(
  auth: AuthContext,
  order: PlaylistOrder,
  page: number,
  filters: PlaylistListFilters,
): Promise<PlaylistsPage> {
  const scope = pageScope('PLAYLISTS', auth.accountId, filters);
  const readPage = (cursor: string | undefined) =>
    listPlaylistsPage(table(), auth.accountId, order, { cursor, limit: PLAYLISTS_PAGE_SIZE });
  const [start, total] = await Promise.all([
    numberedPageStart(scope, page, async (cursor) => (await readPage(cursor)).cursor),
    order.from || order.to
      ? countPlaylistsCreatedBetween(table(), auth.accountId, order)
      : countPlaylists(table(), auth.accountId),
  ]);
  if (start === null) return { playlists: [], total, searched_all: true };
  const { items, cursor } = await readPage(start);
  await rememberNextPage(scope, page + 1, cursor);
  return { playlists: items, total, searched_all: true };
}

async function boundedPlaylistsPage(
  auth: AuthContext,
  order: PlaylistOrder,
  page: number,
  filters: PlaylistListFilters,
): Promise<PlaylistsPage> {
  const { items, complete } = await readPlaylists(
    table(),
    auth.accountId,
    { ...order, direction: 'desc' },
    PLAYLISTS_SCAN_BOUND,
  );
  const found = items.filter(
    (playlist) =>
      (!filters.master_file_id || playlist.master_ids.includes(filters.master_file_id)) &&
      matchesEveryWord(filters.filter_search_query ?? '', playlist.search_text),
  );
  const compare = comparators[filters.order_by ?? 'most_recent'];
  const direction = filters.order_card === 'asc' ? 1 : -1;
  found.sort((a, b) => direction * compare(a, b) || b.created_on.localeCompare(a.created_on));
  return {
    playlists: found.slice((page - 1) * PLAYLISTS_PAGE_SIZE, page * PLAYLISTS_PAGE_SIZE),
    total: found.length,
    searched_all: complete,
  };
}

/** How many playlists the "add to a playlist" picker offers at most. */
const PICKER_SIZE = 20;

/**
 * `search`: the account's own playlists by name, most recent first: where masters can be added.
 * The words are matched by the query's filter, so a read stops at a picker's worth of matches or
 * after the newest PLAYLISTS_SCAN_BOUND rows; `searched_all` says whether it reached the oldest.
 */
export async function searchPlaylists(auth: AuthContext, query: string | undefined) {
  const { items, complete } = await searchOwnPlaylists(table(), auth.accountId, searchWords(query ?? ''), {
    limit: PICKER_SIZE,
    atMost: PLAYLISTS_SCAN_BOUND,
  });
  return { playlists_list: await playlistViews(auth, items), searched_all: complete };
}

/** `create`: a named playlist, empty or with the masters chosen (the cart's, the library's selection). */
export async function createPlaylist(
  auth: AuthContext,
  input: { name: string; master_ids?: readonly string[] },
): Promise<Playlist> {
  const masterIds = await checkedMastersToAdd(auth, [], input.master_ids ?? []);
  const now = nowIso();
  const playlist: PlaylistItem = {
    id: newId(),
    account_id: auth.accountId,
    name: input.name,
    hash_key: newSecretToken(),
    created_on: now,
    modified_on: now,
    created_by: auth.userId,
    hide_master_links: false,
    master_ids: masterIds,
    revision: 1,
    search_text: foldedText(input.name),
  };
  await createPlaylistItem(table(), playlist);
  return playlistView(auth, playlist);
}

/**
 * Writes a change to a playlist read a moment ago: a new revision (the zip of the old one is not
 * served for it), or `changed_meanwhile` when someone else changed it in between.
 */
export async function changePlaylist(
  previous: PlaylistItem,
  change: Partial<Pick<PlaylistItem, 'name' | 'master_ids' | 'hide_master_links' | 'public_files'>>,
): Promise<PlaylistItem> {
  const next: PlaylistItem = {
    ...previous,
    ...change,
    search_text: foldedText(change.name ?? previous.name),
    revision: previous.revision + 1,
    modified_on: nowIso(),
  };
  try {
    await replacePlaylist(table(), previous, next);
  } catch (error) {
    if (error instanceof UniqueConflictError) throw new AppError('changed_meanwhile');
    throw error;
  }
  return next;
}

export async function renamePlaylist(auth: AuthContext, input: { id: string; name: string }): Promise<Playlist> {
  const playlist = await ownPlaylist(auth, input.id);
  if (playlist.name === input.name) throw new AppError('no_changes');
  return playlistView(auth, await changePlaylist(playlist, { name: input.name }));
}

/** `save-master-link-option`: whether the player links each master to its own public page. */
export async function savePlaylistLinkOption(
  auth: AuthContext,
  input: { id: string; option: 'hide' | 'show' },
): Promise<Playlist> {
  const playlist = await ownPlaylist(auth, input.id);
  const hide = input.option === 'hide';
  if (playlist.hide_master_links === hide) return playlistView(auth, playlist);
  return playlistView(auth, await changePlaylist(playlist, { hide_master_links: hide }));
}

/** Ours, `save-public-files`: whether the public player offers the ProRes files, until a date if given. */
export async function savePlaylistPublicFiles(
  auth: AuthContext,
  input: { id: string; broadcast: boolean; until: string | null },
): Promise<Playlist> {
  const playlist = await ownPlaylist(auth, input.id);
  const publicFiles = input.broadcast ? { broadcast: true, until: input.until } : SAFE_PUBLIC_FILES;
  return playlistView(auth, await changePlaylist(playlist, { public_files: publicFiles }));
}

/** `delete`: the owner's; its public link and every subscription to it end with it. */
export async function deletePlaylist(auth: AuthContext, playlistId: string): Promise<void> {
  const playlist = await ownPlaylist(auth, playlistId);
  try {
    await deletePlaylistItem(table(), playlist);
  } catch (error) {
    if (error instanceof UniqueConflictError) throw new AppError('changed_meanwhile');
    throw error;
  }
}

export async function playlistDetails(auth: AuthContext, playlistId: string): Promise<Playlist> {
  return playlistView(auth, await readablePlaylist(auth, playlistId));
}
