import { distributionRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterDistributionChange } from './refresh-distributions.ts';

/** `destination/mark-delivered`: a person vouches for the delivery, with a reason (asked in a modal first). */
export const markDestinationDelivered = (distributionId: string, callLetters: string, reason: string) =>
  callApi(distributionRouteTable.destinationMarkDelivered, {
    distribution_id: distributionId,
    call_letters: callLetters,
    reason,
  }).then(afterDistributionChange);
