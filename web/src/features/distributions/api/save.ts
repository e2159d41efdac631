import { distributionRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { afterDistributionChange } from './refresh-distributions.ts';

/** What the wizard saves and sends: the contract's draft fields, with `id` once saved. */
export type DistributionInput = RouteBody<typeof distributionRouteTable.save>;

/** `save`: the wizard's draft, kept to be resumed; answers its id. */
export const saveDistributionDraft = (input: DistributionInput) =>
  callApi(distributionRouteTable.save, input).then(afterDistributionChange);
