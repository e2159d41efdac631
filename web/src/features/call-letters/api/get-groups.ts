import { callLetterRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `call-letters/groups/get`: the account's groups with their stations. */
export const useStationGroups = () => useApiQuery(callLetterRouteTable.getGroupsWithCallLetters);

/** After a change, the groups are read again (each call answers one group, not the list). */
export async function refreshStationGroups<T>(answer: T): Promise<T> {
  await mutate(apiKey(callLetterRouteTable.getGroupsWithCallLetters));
  return answer;
}
