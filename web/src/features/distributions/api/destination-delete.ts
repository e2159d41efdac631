import { distributionRouteTable } from '@masterport/contract/routes';
import { callDestination } from './destination-call.ts';

/** `destination/delete`: the station leaves the distribution. */
export const deleteDestination = (distributionId: string, callLetters: string) =>
  callDestination(distributionRouteTable.destinationDelete, distributionId, callLetters);
