import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshStationGroups } from './get-groups.ts';

/** `call-letters/groups/create`: a named group, with its stations. */
export const createStationGroup = (body: RouteBody<typeof callLetterRouteTable.createGroup>) =>
  callApi(callLetterRouteTable.createGroup, body).then(refreshStationGroups);
