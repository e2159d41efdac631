import { teamRouteTable } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `accesses/get`: the account's people and pending invitations. */
export const useAccesses = () => useApiQuery(teamRouteTable.get);

export const accessesKey = apiKey(teamRouteTable.get);
