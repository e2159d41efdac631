import { authRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `authenticate/signup`: the user and the account, in one call after the last step. */
export const signUp = (body: RouteBody<typeof authRoutes.signup>) => callApi(authRoutes.signup, body);
