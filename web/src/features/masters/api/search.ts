import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `search`: masters matching the query, with where the words were found (spoken lines with their times). */
export const useMasterSearch = (query: string | undefined) =>
  useSWR<RouteResponse<typeof masterFileRoutes.search>, ApiError>(
    query && query.trim().length >= 2 ? ['master-search', query.trim()] : null,
    () => callApi(masterFileRoutes.search, { query: query!.trim() }, { read: true }),
    { keepPreviousData: true },
  );
