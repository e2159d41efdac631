import { partnerStudioRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

const AVAILABLE_KEY = 'partner-studios-available';

/** Every search of the directory, for `mutate` after a change. */
export const isAvailableStudiosKey = (key: unknown): boolean => Array.isArray(key) && key[0] === AVAILABLE_KEY;

/** `partner-studios/get-available`: the directory of partner studios, narrowed by the search box. */
export function useAvailableStudios(search: string) {
  const query = search.trim() ? { search: search.trim() } : undefined;
  return useSWR<RouteResponse<typeof partnerStudioRoutes.getAvailable>, ApiError>(
    [AVAILABLE_KEY, query?.search ?? ''],
    () => callApi(partnerStudioRoutes.getAvailable, undefined, { query, read: true }),
    { keepPreviousData: true },
  );
}
