import { distributionRouteTable } from '@masterport/contract/routes';
import { callDestination } from './destination-call.ts';

/** `destination/redistribute`: the station's delivery again, by its broadcaster's method. */
export const redistributeDestination = (distributionId: string, callLetters: string) =>
  callDestination(distributionRouteTable.destinationRedistribute, distributionId, callLetters);
