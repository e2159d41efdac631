import {
  deletePlaylistSubscription,
  getPlaylistByShare,
  getPlaylistSubscription,
  nowIso,
  putPlaylistSubscription,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { playlistView, readablePlaylist } from './playlists.ts';

/**
 * Subscriptions (seed 001): an account saves another account's playlist from its public link;
 * it then shows in the account's list, read-only, and follows the owner's changes (it is the
 * owner's playlist, read where it is). The owner cannot save their own.
 */
async function sharedPlaylist(createdOn: string, hashKey: string) {
  const playlist = await getPlaylistByShare(table(), createdOn, hashKey);
  if (!playlist) throw new AppError('not_found');
  return playlist;
}

export async function subscribeToPlaylist(auth: AuthContext, link: { created_on: string; hash_key: string }) {
  const playlist = await sharedPlaylist(link.created_on, link.hash_key);
  if (playlist.account_id === auth.accountId) throw new AppError('playlist_already_owned');
  if (!(await getPlaylistSubscription(table(), auth.accountId, playlist.id))) {
    await putPlaylistSubscription(
      table(),
      { account_id: auth.accountId, playlist_id: playlist.id, subscribed_on: nowIso(), subscribed_by: auth.userId },
      playlist.created_on,
    );
  }
  return playlistView(auth, playlist);
}

/** `unsubscribe`: the saved playlist leaves the account's list; the owner's own is deleted instead. */
export async function unsubscribeFromPlaylist(auth: AuthContext, playlistId: string): Promise<void> {
  const playlist = await readablePlaylist(auth, playlistId);
  if (playlist.account_id === auth.accountId) throw new AppError('playlist_already_owned');
  await deletePlaylistSubscription(table(), auth.accountId, playlist.id);
}

/** `has-subscribed`: what the public player offers a signed-in visitor (save, saved, or yours). */
export async function hasSubscribed(auth: AuthContext, link: { created_on: string; hash_key: string }) {
  const playlist = await sharedPlaylist(link.created_on, link.hash_key);
  const isOwner = playlist.account_id === auth.accountId;
  const subscribed = !isOwner && !!(await getPlaylistSubscription(table(), auth.accountId, playlist.id));
  return { subscribed, is_owner: isOwner, playlist_id: isOwner || subscribed ? playlist.id : null };
}
