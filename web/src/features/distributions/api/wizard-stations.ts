import { callLetterRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `call-letters/search`: the station directory, 25 at a time, as the user types call letters. */
export const searchWizardStations = (query: string) =>
  callApi(callLetterRouteTable.search, { query, limit: 25 }).then((answer) => answer.call_letters_list);
