import { playlistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { PLAYLIST_CACHE } from '#lib/playlist-cache.ts';

/** `get-masters-list`: the playlist's masters in their order. */
export const usePlaylistMasters = (id: string) =>
  useSWR<RouteResponse<typeof playlistRouteTable.getMastersList>, ApiError>(
    [PLAYLIST_CACHE.masters, id],
    () => callApi(playlistRouteTable.getMastersList, { playlist_id: id }, { read: true }),
    { shouldRetryOnError: false },
  );
