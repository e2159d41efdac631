import { callLetterRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `call-letters/search`: the directory, by call letters, market or owner. */
export const searchStations = (query: string) =>
  callApi(callLetterRouteTable.search, { query, limit: 25 }).then((answer) => answer.call_letters_list);
