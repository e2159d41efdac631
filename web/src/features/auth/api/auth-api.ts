import useSWRImmutable from 'swr/immutable';
import { authRoutes, tokenBody } from '@masterport/contract';
import type { ApiError, RouteBody, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export const signIn = (body: RouteBody<typeof authRoutes.login>) => callApi(authRoutes.login, body);
export const signUp = (body: RouteBody<typeof authRoutes.signup>) => callApi(authRoutes.signup, body);
export const requestPasswordReset = (body: RouteBody<typeof authRoutes.resetPasswordRequest>) =>
  callApi(authRoutes.resetPasswordRequest, body);
export const saveNewPassword = (body: RouteBody<typeof authRoutes.saveNewPassword>) => callApi(authRoutes.saveNewPassword, body);

/** A link's token that cannot be one of ours is refused here, without asking the API. */
export const isWellFormedToken = (token: string | null | undefined): token is string =>
  !!token && tokenBody.safeParse({ token }).success;

type TokenRoute = typeof authRoutes.activateUser | typeof authRoutes.activateAccount | typeof authRoutes.getResetPassword;

/**
 * Calls a one-time-token route once per token, however often the page renders (activation links
 * must not be spent twice by React's development double effects or a re-render).
 */
export function useTokenCall<R extends TokenRoute>(route: R, token: string | null | undefined) {
  return useSWRImmutable<RouteResponse<R>, ApiError>(
    isWellFormedToken(token) ? ['token', route.path, token] : null,
    () => callApi(route, { token } as RouteBody<R>),
    { shouldRetryOnError: false },
  );
}
