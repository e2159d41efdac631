import { distributionRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { afterDistributionChange } from './refresh-distributions.ts';
import type { DistributionInput } from './save.ts';

/** `create`: sends the distribution (a saved draft by its `id`); answers its reference number. */
export const sendDistribution = (input: DistributionInput) =>
  callApi(distributionRouteTable.create, input).then(afterDistributionChange);
