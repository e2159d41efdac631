import { publicPlaylistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { linkParams, type PlaylistLink } from './public-playlist-link.ts';

/** `playlists/get-details`: the player's header, for anyone with the link. */
export const usePublicPlaylist = (link: PlaylistLink, enabled = true) =>
  useSWR<RouteResponse<typeof publicPlaylistRouteTable.getDetails>, ApiError>(
    enabled ? ['public-playlist', link.createdOn, link.hashKey] : null,
    () => callApi(publicPlaylistRouteTable.getDetails, undefined, { params: linkParams(link), read: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
