import { trafficInstructionsRouteTable } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `traffic-instructions/get`: the account's addresses and its exceptions. */
export const useTrafficInstructions = () => useApiQuery(trafficInstructionsRouteTable.get);

export const trafficInstructionsKey = apiKey(trafficInstructionsRouteTable.get);
