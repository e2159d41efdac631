import { distributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { LIST_KEY } from './get-list.ts';

/** `get-counts`: the list's count per type, read again with the list. */
export const useDistributionCounts = () =>
  useSWR<RouteResponse<typeof distributionRouteTable.getCounts>, ApiError>([LIST_KEY, 'counts'], () =>
    callApi(distributionRouteTable.getCounts, undefined, { read: true }),
  );
