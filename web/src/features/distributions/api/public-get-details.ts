import { publicDistributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { DELIVERY_POLL_MS } from '../model/polling.ts';

export const publicDistributionKey = (createdOn: string, hashKey: string) =>
  ['public-distribution', createdOn, hashKey] as const;

/** `distributions/get-details/{created_on}/{hash_key}`: a station's files of one distribution, for anyone holding its link. */
export const usePublicDistribution = (createdOn: string, hashKey: string) =>
  useSWR<RouteResponse<typeof publicDistributionRouteTable.getDetails>, ApiError>(
    publicDistributionKey(createdOn, hashKey),
    () =>
      callApi(publicDistributionRouteTable.getDetails, undefined, {
        params: { created_on: createdOn, hash_key: hashKey },
        read: true,
      }),
    // A station waiting on its page sees its files appear once they are ready.
    { refreshInterval: (data) => (data && data.distribution.files.length === 0 ? DELIVERY_POLL_MS : 0) },
  );
