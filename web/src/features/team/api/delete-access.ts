import { teamRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeAccesses } from './store-accesses.ts';

/** `accesses/delete`: revokes a member at once, or withdraws an invitation. */
export const deleteAccess = (id: string) => callApi(teamRouteTable.delete, { id }).then(storeAccesses);
