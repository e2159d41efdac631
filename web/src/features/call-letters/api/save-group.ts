import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshStationGroups } from './get-groups.ts';

/** `call-letters/groups/save`: renames a group. */
export const renameStationGroup = (body: RouteBody<typeof callLetterRouteTable.saveGroup>) =>
  callApi(callLetterRouteTable.saveGroup, body).then(refreshStationGroups);
