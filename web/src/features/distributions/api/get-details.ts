import { distributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { DELIVERY_POLL_MS } from '../model/polling.ts';

/** The first element of every distribution page's key, for `refreshDistributions`. */
export const DETAILS_KEY = 'distribution-details';

/** `get-details/{ref}/{language}`: polled while a destination is still waiting or delivering. */
export const useDistributionDetails = (ref: string, language: 'en' | 'fr') =>
  useSWR<RouteResponse<typeof distributionRouteTable.getDetails>, ApiError>(
    [DETAILS_KEY, ref, language],
    () => callApi(distributionRouteTable.getDetails, undefined, { params: { ref, language }, read: true }),
    {
      refreshInterval: (data) =>
        data?.distribution.destinations.some((d) => d.state !== 'delivered' && d.state !== 'error')
          ? DELIVERY_POLL_MS
          : 0,
    },
  );
