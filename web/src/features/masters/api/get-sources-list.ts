import { masterFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export const sourcesKey = (masterId: string) => ['master-sources', masterId] as const;

/** `get-sources-list`: what was uploaded for each asset (needs the `sources_tab` permission). */
export function useSourcesList(masterId: string | undefined, enabled = true) {
  return useSWR<RouteResponse<typeof masterFileRoutes.getSourcesList>, ApiError>(
    masterId && enabled ? sourcesKey(masterId) : null,
    () => callApi(masterFileRoutes.getSourcesList, { master_id: masterId! }, { read: true }),
  );
}
