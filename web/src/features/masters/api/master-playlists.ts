import { masterFileRoutes } from '@masterport/contract/routes';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { PLAYLIST_CACHE } from '#lib/playlist-cache.ts';

type PlaylistsPage = RouteResponse<typeof masterFileRoutes.getPlaylistsList>;

/** `get-playlists-list?page=n`: the account's playlists holding the master, ten at a time ("Show more"). */
export const useMasterPlaylists = (masterId: string) =>
  useSWRInfinite<PlaylistsPage, ApiError>(
    (index, previous: PlaylistsPage | null) =>
      previous && !previous.has_more ? null : [PLAYLIST_CACHE.masterTab, masterId, index + 1],
    ([, id, page]: [string, string, number]) =>
      callApi(masterFileRoutes.getPlaylistsList, { master_id: id }, { query: { page }, read: true }),
  );
