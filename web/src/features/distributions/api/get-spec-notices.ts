import { distributionRouteTable } from '@masterport/contract';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { LIST_KEY } from './get-list.ts';

/** `get-spec-notices` (ours, issue 32): delivered spots that no longer meet their station's spec; read again with the list. */
export const useSpecNotices = () =>
  useSWR<RouteResponse<typeof distributionRouteTable.getSpecNotices>, ApiError>([LIST_KEY, 'spec-notices'], () =>
    callApi(distributionRouteTable.getSpecNotices, undefined, { read: true }),
  );
