import { teamRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { setApiData } from '#lib/use-api.ts';
import { refreshAccesses } from './store-accesses.ts';

/** `accesses/save-permissions`: the person's keys as chosen in the drawer. */
export async function saveAccessPermissions(body: RouteBody<typeof teamRouteTable.savePermissions>) {
  const answer = await callApi(teamRouteTable.savePermissions, body);
  await setApiData(teamRouteTable.getPermissions, answer, { id: body.id });
  await refreshAccesses();
  return answer;
}
