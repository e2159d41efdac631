import { MASTER_PLAYLISTS_PAGE_SIZE } from '@masterport/contract';
import {
  getMasters,
  getPlaylist,
  getPlaylists,
  listPlaylistLinksForMaster,
  type MasterItem,
  type PlaylistItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { masterThumbnailUrl } from '../master-access/master-links.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { checkedMastersToAdd, checkMasterRemovable } from './playlist-rules.ts';
import { changePlaylist, ownPlaylist, playlistView, readablePlaylist } from './playlists.ts';

/** A playlist's masters in its order (those still there: a deleted master leaves every playlist). */
export async function mastersInOrder(playlist: PlaylistItem): Promise<MasterItem[]> {
  const found = new Map((await getMasters(table(), playlist.master_ids)).map((master) => [master.id, master]));
  return playlist.master_ids.map((id) => found.get(id)).filter((master): master is MasterItem => !!master);
}

/** `add-masters`: appended in the order given; those already in the playlist are skipped, not counted. */
export async function addMastersToPlaylist(auth: AuthContext, input: { id: string; master_ids: readonly string[] }) {
  const playlist = await ownPlaylist(auth, input.id);
  const masterIds = await checkedMastersToAdd(auth, playlist.master_ids, input.master_ids);
  const added = masterIds.length - playlist.master_ids.length;
  const next = added > 0 ? await changePlaylist(playlist, { master_ids: masterIds }) : playlist;
  return { masters_added: added, playlist: await playlistView(auth, next) };
}

export async function removeMasterFromPlaylist(auth: AuthContext, input: { id: string; master_id: string }) {
  const playlist = await ownPlaylist(auth, input.id);
  if (!playlist.master_ids.includes(input.master_id)) throw new AppError('not_found');
  const remaining = playlist.master_ids.filter((id) => id !== input.master_id);
  await checkMasterRemovable(auth, remaining.length);
  return playlistView(auth, await changePlaylist(playlist, { master_ids: remaining }));
}

/**
 * `save-ordering`: the playlist's masters, every one of them, in their new order. A list that is
 * not the playlist's (someone added or removed one meanwhile) is refused rather than guessed at.
 */
export async function savePlaylistOrdering(
  auth: AuthContext,
  input: { id: string; master_file_ids: readonly string[] },
) {
  const playlist = await ownPlaylist(auth, input.id);
  const asked = new Set(input.master_file_ids);
  const same =
    asked.size === input.master_file_ids.length &&
    asked.size === playlist.master_ids.length &&
    playlist.master_ids.every((id) => asked.has(id));
  if (!same) throw new AppError('changed_meanwhile');
  if (playlist.master_ids.every((id, index) => id === input.master_file_ids[index]))
    return playlistView(auth, playlist);
  return playlistView(auth, await changePlaylist(playlist, { master_ids: [...input.master_file_ids] }));
}

/** `get-masters-list`: the playlist's page; master ids only for the owner's users, master links unless hidden. */
export async function playlistMasters(auth: AuthContext, playlistId: string) {
  const playlist = await readablePlaylist(auth, playlistId);
  const isOwner = playlist.account_id === auth.accountId;
  const masters = await mastersInOrder(playlist);
  return {
    masters_list: await Promise.all(
      masters.map(async (master) => ({
        id: isOwner ? master.id : null,
        title: master.title,
        unique_id: master.unique_id,
        master_type: master.master_type,
        duration: master.duration,
        thumbnail_url: await masterThumbnailUrl(master),
        status: master.status,
        qc_status: master.qc_status,
        is_running: master.is_running,
        archived: master.archived,
        created_on: master.created_on,
        hash_key: isOwner || !playlist.hide_master_links ? master.hash_key : null,
      })),
    ),
  };
}

/** The master page's playlists tab: the working account's playlists that hold the master, newest first. */
export async function masterPlaylists(auth: AuthContext, masterId: string, page: number) {
  const master = await ownMaster(auth, masterId);
  const links = (await listPlaylistLinksForMaster(table(), master.id)).filter(
    (link) => link.account_id === auth.accountId,
  );
  const playlists = (
    await getPlaylists(
      table(),
      links.map((link) => link.playlist_id),
    )
  ).sort((a, b) => b.created_on.localeCompare(a.created_on));
  const slice = playlists.slice((page - 1) * MASTER_PLAYLISTS_PAGE_SIZE, page * MASTER_PLAYLISTS_PAGE_SIZE);
  return {
    playlists_list: slice.map((playlist) => ({
      id: playlist.id,
      name: playlist.name,
      created_on: playlist.created_on,
      masters_count: playlist.master_ids.length,
    })),
    page,
    has_more: playlists.length > page * MASTER_PLAYLISTS_PAGE_SIZE,
  };
}

/**
 * A master deleted for good leaves every playlist that held it (its link items go with the
 * master's partition; the playlists' orders are rewritten here). A playlist changed meanwhile is
 * read again; a failure is logged, and the playlist's pages skip the missing master anyway.
 */
export async function dropMasterFromPlaylists(
  masterId: string,
  links: readonly { playlist_id: string }[],
): Promise<void> {
  for (const link of links) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const playlist = await getPlaylist(table(), link.playlist_id);
      if (!playlist?.master_ids.includes(masterId)) break;
      try {
        await changePlaylist(playlist, { master_ids: playlist.master_ids.filter((id) => id !== masterId) });
        break;
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'changed_meanwhile') || attempt === 2) {
          logger.error('A deleted master stays in a playlist', { masterId, playlistId: link.playlist_id, error });
          break;
        }
      }
    }
  }
}
