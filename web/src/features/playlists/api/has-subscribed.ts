import { playlistRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `has-subscribed`: for a signed-in visitor of the public player (null while signed out). */
export const useHasSubscribed = (link: { createdOn: string; hashKey: string }, signedIn: boolean) =>
  useSWR<RouteResponse<typeof playlistRouteTable.hasSubscribed>, ApiError>(
    signedIn ? ['playlist-subscribed', link.createdOn, link.hashKey] : null,
    () =>
      callApi(playlistRouteTable.hasSubscribed, undefined, {
        params: { created_on: link.createdOn, hash_key: link.hashKey },
        read: true,
      }),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
