import { callLetterRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshStationGroups } from './get-groups.ts';

/** `call-letters/groups/delete`. */
export const deleteStationGroup = (id: string) =>
  callApi(callLetterRouteTable.deleteGroup, { id }).then(refreshStationGroups);
