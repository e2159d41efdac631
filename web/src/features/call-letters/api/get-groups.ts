import { callLetterRouteTable } from '@masterport/contract/routes';
import { mutate } from 'swr';
import { apiKey, useApiQuery } from '#lib/use-api.ts';
import { ownCallLettersKey } from './get-own.ts';

/** `call-letters/groups/get`: the account's groups with their stations. */
export const useStationGroups = () => useApiQuery(callLetterRouteTable.getGroupsWithCallLetters);

/**
 * After a change, the groups are read again (each call answers one group, not the list), and the
 * broadcaster's stations, whose spec a group's spec or stations can change.
 */
export async function refreshStationGroups<T>(answer: T): Promise<T> {
  await Promise.all([mutate(apiKey(callLetterRouteTable.getGroupsWithCallLetters)), mutate(ownCallLettersKey)]);
  return answer;
}
