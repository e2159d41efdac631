import { callLetterRouteTable } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `call-letters/own/get` (ours): the broadcaster's stations. */
export const useOwnCallLetters = () => useApiQuery(callLetterRouteTable.getOwn);

export const ownCallLettersKey = apiKey(callLetterRouteTable.getOwn);
