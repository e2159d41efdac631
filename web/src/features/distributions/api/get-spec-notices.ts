import { distributionRouteTable } from '@masterport/contract';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { DELIVERY_POLL_MS } from '../model/polling.ts';
import { LIST_KEY } from './get-list.ts';

/**
 * `get-spec-notices` (ours, issue 32): delivered spots that no longer meet their station's spec;
 * read again with the list, and as often as deliveries are followed while re-deliveries started
 * here are under way (a spot leaves the list once its station has the new file).
 */
export const useSpecNotices = (redelivering: boolean) =>
  useSWR<RouteResponse<typeof distributionRouteTable.getSpecNotices>, ApiError>(
    [LIST_KEY, 'spec-notices'],
    () => callApi(distributionRouteTable.getSpecNotices, undefined, { read: true }),
    { refreshInterval: redelivering ? DELIVERY_POLL_MS : 0 },
  );
