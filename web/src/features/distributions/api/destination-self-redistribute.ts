import { distributionRouteTable } from '@masterport/contract/routes';
import { callDestination } from './destination-call.ts';

/** `destination/self-redistribute`: the station's delivery again, by web link, to the station and to the sender. */
export const selfRedistributeDestination = (distributionId: string, callLetters: string) =>
  callDestination(distributionRouteTable.destinationSelfRedistribute, distributionId, callLetters);
