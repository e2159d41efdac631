import { publicPlaylistRouteTable as routes } from '@masterport/contract';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export type PlaylistLink = { createdOn: string; hashKey: string };
const params = ({ createdOn, hashKey }: PlaylistLink) => ({ created_on: createdOn, hash_key: hashKey });

/** `playlists/get-details`: the player's header, for anyone with the link. */
export const usePublicPlaylist = (link: PlaylistLink, enabled = true) => useSWR<RouteResponse<typeof routes.getDetails>, ApiError>(
  enabled ? ['public-playlist', link.createdOn, link.hashKey] : null,
  () => callApi(routes.getDetails, undefined, { params: params(link), read: true }),
  { revalidateOnFocus: false, shouldRetryOnError: false },
);

/**
 * `playlists/get-masters-list`: the reel. Read again every 15 s while a master is still encoding,
 * so the player stops skipping it once it is ready.
 */
export const usePublicPlaylistMasters = (link: PlaylistLink) => useSWR<RouteResponse<typeof routes.getMastersList>, ApiError>(
  ['public-playlist-masters', link.createdOn, link.hashKey],
  () => callApi(routes.getMastersList, params(link), { read: true }),
  {
    revalidateOnFocus: false, shouldRetryOnError: false,
    refreshInterval: (data) => (data?.masters_list.some((master) => master.is_running) ? 15_000 : 0),
  },
);

/** `playlists/download[/prores]`: the zip, prepared in the background; asked again until ready. */
export const preparePlaylistZip = (link: PlaylistLink, kind: 'viewing' | 'prores') =>
  callApi(kind === 'prores' ? routes.downloadProres : routes.download, undefined, { params: params(link) });
