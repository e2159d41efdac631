import { playlistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { PLAYLIST_CACHE } from '#lib/playlist-cache.ts';

/** `get-details/{id}`: the playlist's page header and its share link. */
export const usePlaylist = (id: string) =>
  useSWR<RouteResponse<typeof playlistRouteTable.getDetails>, ApiError>(
    [PLAYLIST_CACHE.details, id],
    () => callApi(playlistRouteTable.getDetails, undefined, { params: { id }, read: true }),
    { shouldRetryOnError: false },
  );
