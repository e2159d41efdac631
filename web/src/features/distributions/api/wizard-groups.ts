import { callLetterRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import { callApi } from '#lib/api.ts';

/** `call-letters/groups/get`: the account's station groups with their stations, for the destination step. */
export const useWizardGroups = () =>
  useSWR(['distribution-wizard', 'groups'], () =>
    callApi(callLetterRouteTable.getGroupsWithCallLetters, undefined, { read: true }),
  );
