import { publicPlaylistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { linkParams, type PlaylistLink } from './public-playlist-link.ts';

/**
 * `playlists/get-masters-list`: the reel. Read again every 15 s while a master is still encoding,
 * so the player stops skipping it once it is ready.
 */
export const usePublicPlaylistMasters = (link: PlaylistLink) =>
  useSWR<RouteResponse<typeof publicPlaylistRouteTable.getMastersList>, ApiError>(
    ['public-playlist-masters', link.createdOn, link.hashKey],
    () => callApi(publicPlaylistRouteTable.getMastersList, linkParams(link), { read: true }),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      refreshInterval: (data) => (data?.masters_list.some((master) => master.is_running) ? 15_000 : 0),
    },
  );
