import { authRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `authenticate/reset-password-request`: always succeeds, so the form reveals no customer. */
export const requestPasswordReset = (body: RouteBody<typeof authRoutes.resetPasswordRequest>) =>
  callApi(authRoutes.resetPasswordRequest, body);
