import { playlistRouteTable as routes, type playlistListFilters } from '@masterport/contract';
import useSWR from 'swr';
import type { z } from 'zod';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { PLAYLIST_CACHE, refreshPlaylistViews } from '#lib/playlist-cache.ts';

export type PlaylistFilters = z.input<typeof playlistListFilters>;

/** `get-list?page=n`: a page of cards, the account's own and the ones it saved. */
export const usePlaylistsList = (filters: PlaylistFilters, page: number) => useSWR<RouteResponse<typeof routes.getList>, ApiError>(
  [PLAYLIST_CACHE.list, filters, page],
  ([, body, number]: [string, PlaylistFilters, number]) => callApi(routes.getList, body, { query: { page: number }, read: true }),
  { keepPreviousData: true },
);

export const usePlaylist = (id: string) => useSWR<RouteResponse<typeof routes.getDetails>, ApiError>(
  [PLAYLIST_CACHE.details, id],
  () => callApi(routes.getDetails, undefined, { params: { id }, read: true }),
  { shouldRetryOnError: false },
);

export const usePlaylistMasters = (id: string) => useSWR<RouteResponse<typeof routes.getMastersList>, ApiError>(
  [PLAYLIST_CACHE.masters, id],
  () => callApi(routes.getMastersList, { playlist_id: id }, { read: true }),
  { shouldRetryOnError: false },
);

const changed = async <T,>(result: Promise<T>): Promise<T> => {
  const answer = await result;
  await refreshPlaylistViews();
  return answer;
};

export const searchPlaylists = (query: string) => callApi(routes.search, { query }, { read: true });
export const createPlaylist = (name: string, masterIds?: string[]) => changed(callApi(routes.create, { name, ...(masterIds?.length ? { master_ids: masterIds } : {}) }));
export const renamePlaylist = (id: string, name: string) => changed(callApi(routes.rename, { id, name }));
export const deletePlaylist = (id: string) => changed(callApi(routes.delete, { id }));
export const addMastersToPlaylist = (id: string, masterIds: string[]) => changed(callApi(routes.addMasters, { id, master_ids: masterIds }));
export const removeMasterFromPlaylist = (id: string, masterId: string) => changed(callApi(routes.removeMaster, { id, master_id: masterId }));
export const savePlaylistOrdering = (id: string, masterIds: string[]) => changed(callApi(routes.saveOrdering, { id, master_file_ids: masterIds }));
export const savePlaylistLinkOption = (id: string, option: 'hide' | 'show') => changed(callApi(routes.saveMasterLinkOption, { id, option }));
export const subscribeToPlaylist = (createdOn: string, hashKey: string) => changed(callApi(routes.subscribe, { created_on: createdOn, hash_key: hashKey }));
export const unsubscribeFromPlaylist = (id: string) => changed(callApi(routes.unsubscribe, { id }));

/** `has-subscribed`: for a signed-in visitor of the public player (null while signed out). */
export const useHasSubscribed = (link: { createdOn: string; hashKey: string }, signedIn: boolean) => useSWR<RouteResponse<typeof routes.hasSubscribed>, ApiError>(
  signedIn ? ['playlist-subscribed', link.createdOn, link.hashKey] : null,
  () => callApi(routes.hasSubscribed, undefined, { params: { created_on: link.createdOn, hash_key: link.hashKey }, read: true }),
  { shouldRetryOnError: false, revalidateOnFocus: false },
);
