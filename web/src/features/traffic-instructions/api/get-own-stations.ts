import { callLetterRouteTable } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** `call-letters/own/get` (ours): the broadcaster's stations, which exceptions are made of. */
export const useOwnStations = () => useApiQuery(callLetterRouteTable.getOwn);
