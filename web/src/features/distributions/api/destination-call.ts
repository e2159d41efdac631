import { distributionRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterDistributionChange } from './refresh-distributions.ts';

type DestinationRoute =
  | typeof distributionRouteTable.destinationRedistribute
  | typeof distributionRouteTable.destinationSelfRedistribute
  | typeof distributionRouteTable.destinationDelete;

/** Shared by the three calls that name one station of one distribution and nothing else (each in its own file). */
export const callDestination = (route: DestinationRoute, distributionId: string, callLetters: string) =>
  callApi(route, { distribution_id: distributionId, call_letters: callLetters }).then(afterDistributionChange);
