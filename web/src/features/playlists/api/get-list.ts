import { type playlistListFilters } from '@masterport/contract';
import { playlistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { z } from 'zod';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { PLAYLIST_CACHE } from '#lib/playlist-cache.ts';

export type PlaylistFilters = z.input<typeof playlistListFilters>;

/** `get-list?page=n`: a page of cards, the account's own and the ones it saved. */
export const usePlaylistsList = (filters: PlaylistFilters, page: number) =>
  useSWR<RouteResponse<typeof playlistRouteTable.getList>, ApiError>(
    [PLAYLIST_CACHE.list, filters, page],
    ([, body, number]: [string, PlaylistFilters, number]) =>
      callApi(playlistRouteTable.getList, body, { query: { page: number }, read: true }),
    { keepPreviousData: true },
  );
