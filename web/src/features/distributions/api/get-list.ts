import { type DistributionListFilters } from '@masterport/contract';
import { distributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { DELIVERY_POLL_MS } from '../model/polling.ts';

/** The first element of every key of the list and its counts (the master's distributions tab shares it), for `refreshDistributions`. */
export const LIST_KEY = 'distributions-list';

type ListAnswer = RouteResponse<typeof distributionRouteTable.getList>;
const delivering = (row: { distribution_type: string }) =>
  row.distribution_type === 'ongoing' || row.distribution_type === 'upcoming';

/** `get-list?page=n` with the seed's five filters; polled while a row is still delivering. */
export const useDistributionsList = (filters: DistributionListFilters, page: number) =>
  useSWR<ListAnswer, ApiError>(
    [LIST_KEY, filters, page],
    ([, body, number]: [string, DistributionListFilters, number]) =>
      callApi(distributionRouteTable.getList, body, { query: { page: number }, read: true }),
    {
      keepPreviousData: true,
      refreshInterval: (data) => (data?.distributions_list.some(delivering) ? DELIVERY_POLL_MS : 0),
    },
  );
