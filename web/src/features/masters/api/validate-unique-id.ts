import { masterFileRoutes } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `validate-unique-id`: whether the slate's unique ID is free (and which kind of ID it is). */
export const validateUniqueId = (body: RouteBody<typeof masterFileRoutes.validateUniqueId>) =>
  callApi(masterFileRoutes.validateUniqueId, body);
