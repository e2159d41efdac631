import { refreshPlaylistViews } from '#lib/playlist-cache.ts';

/** Every write: once it answers, each view that shows playlists (list, page, masters, a master's tab) is read again. */
export async function afterPlaylistChange<T>(result: Promise<T>): Promise<T> {
  const answer = await result;
  await refreshPlaylistViews();
  return answer;
}
