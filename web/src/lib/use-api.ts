import useSWR, { mutate, type SWRConfiguration } from 'swr';
import type { RouteFacts } from '@masterport/contract/routes';
import { callApi } from './api.ts';
import type { ApiError, RouteBody, RouteResponse } from './api-client.ts';

/** The SWR cache key of a read: its route and body, so two screens asking the same share one call. */
export const apiKey = <R extends RouteFacts>(route: R, body?: RouteBody<R>) =>
  [route.method, route.path, body ?? null] as const;

/** A read through SWR. Retries live in the API client (twice), so SWR does not add its own. */
export function useApiQuery<R extends RouteFacts>(
  route: R | null,
  body?: RouteBody<R>,
  config?: SWRConfiguration<RouteResponse<R>, ApiError>,
) {
  return useSWR<RouteResponse<R>, ApiError>(
    route ? apiKey(route, body) : null,
    () => callApi(route as R, body, { read: true }),
    config,
  );
}

/** Puts a fresh answer in the cache without asking the API again. */
export const setApiData = <R extends RouteFacts>(route: R, data: RouteResponse<R>, body?: RouteBody<R>) =>
  mutate(apiKey(route, body), data, { revalidate: false });
