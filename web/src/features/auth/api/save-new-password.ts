import { authRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `authenticate/save-new-password`: the reset link's token and the new password. */
export const saveNewPassword = (body: RouteBody<typeof authRoutes.saveNewPassword>) =>
  callApi(authRoutes.saveNewPassword, body);
