import { teamRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `accesses/get-permissions`: a person's keys and the keys the signed-in user may give. */
export const useAccessPermissions = (id: string | null) =>
  useApiQuery(id ? teamRouteTable.getPermissions : null, id ? { id } : undefined);
