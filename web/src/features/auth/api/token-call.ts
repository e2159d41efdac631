import { tokenBody } from '@masterport/contract';
import { authRoutes } from '@masterport/contract/routes';
import useSWRImmutable from 'swr/immutable';
import type { ApiError, RouteBody, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** A link's token that cannot be one of ours is refused here, without asking the API. */
export const isWellFormedToken = (token: string | null | undefined): token is string =>
  !!token && tokenBody.safeParse({ token }).success;

type TokenRoute =
  typeof authRoutes.activateUser | typeof authRoutes.activateAccount | typeof authRoutes.getResetPassword;

/**
 * Shared by the three one-time-token calls (each in its own file): calls the route once per token,
 * however often the page renders (activation links must not be spent twice by React's development
 * double effects or a re-render).
 */
export function useTokenCall<R extends TokenRoute>(route: R, token: string | null | undefined) {
  return useSWRImmutable<RouteResponse<R>, ApiError>(
    isWellFormedToken(token) ? ['token', route.path, token] : null,
    () => callApi(route, { token } as RouteBody<R>),
    { shouldRetryOnError: false },
  );
}
