import { authRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `authenticate/register-invitation`: accepts the invitation and answers the new session. */
export const registerInvitation = (body: RouteBody<typeof authRoutes.registerInvitation>) =>
  callApi(authRoutes.registerInvitation, body);
