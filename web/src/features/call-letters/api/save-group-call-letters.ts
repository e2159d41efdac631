import { callLetterRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { refreshStationGroups } from './get-groups.ts';

/** `call-letters/groups/save-call-letters`: a group's stations, replaced as a whole. */
export const saveStationGroupCallLetters = (body: RouteBody<typeof callLetterRouteTable.saveGroupCallLetters>) =>
  callApi(callLetterRouteTable.saveGroupCallLetters, body).then(refreshStationGroups);
