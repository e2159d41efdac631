import { publicDistributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import { ApiError, type RouteResponse } from '#lib/api-client.ts';
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

/**
 * The page's failure to show: a link whose values are not a link's (cut, mistyped: the API answers
 * `validation_error` for its address) is, to the station holding it, a link that does not exist,
 * and says so as a renewed or removed one does (`no_distribution`). The API keeps its answer, which
 * tells a caller what is wrong with a request; the page knows it was an address someone was sent.
 */
export const linkFailure = (error: ApiError | undefined): ApiError | undefined =>
  error?.code === 'validation_error' ? new ApiError('no_distribution', 404) : error;
