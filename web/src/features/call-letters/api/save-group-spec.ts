import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshStationGroups } from './get-groups.ts';

/** `call-letters/groups/save-spec` (ours, issue 32): a group's spec, as a new version. */
export const saveGroupSpec = (body: RouteBody<typeof callLetterRouteTable.saveGroupSpec>) =>
  callApi(callLetterRouteTable.saveGroupSpec, body).then(refreshStationGroups);
