import { mutate } from 'swr';

/**
 * The SWR keys of what shows playlists (the list, a playlist's page and masters, a master's
 * playlists tab): the playlists feature and the shared "Add to a playlist" modal both refresh
 * them after a change.
 */
export const PLAYLIST_CACHE = {
  list: 'playlists-list',
  details: 'playlist',
  masters: 'playlist-masters',
  masterTab: 'master-playlists',
} as const;

export const refreshPlaylistViews = () =>
  mutate((key) => Array.isArray(key) && (Object.values(PLAYLIST_CACHE) as string[]).includes(key[0] as string));
