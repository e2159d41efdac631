import { callLetterRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshOwnCallLetters } from './refresh-own.ts';

/** `call-letters/own/delete` (ours): removes a station; the last one stays. */
export const deleteOwnCallLetter = (id: string) =>
  callApi(callLetterRouteTable.deleteOwn, { id }).then(refreshOwnCallLetters);
