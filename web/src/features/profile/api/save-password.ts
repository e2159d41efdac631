import { accountRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `user/profile/save-password`: the current password and the new one. */
export const savePassword = (body: RouteBody<typeof accountRoutes.savePassword>) =>
  callApi(accountRoutes.savePassword, body);
