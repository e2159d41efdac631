import { teamRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeAccesses } from './store-accesses.ts';

/** `accesses/create`: invites a person by e-mail with the keys they will hold. */
export const createAccess = (body: RouteBody<typeof teamRouteTable.create>) =>
  callApi(teamRouteTable.create, body).then(storeAccesses);
