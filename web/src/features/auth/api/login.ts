import { authRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `authenticate/login`. */
export const signIn = (body: RouteBody<typeof authRoutes.login>) => callApi(authRoutes.login, body);
