import { distributionRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import type { DistributionInput } from './save.ts';

/**
 * `preview`: the review step's answer for the distribution as the wizard holds it (what each station
 * would receive, by which method, what stops it, the house codes asked, the cost). Read while the
 * step is shown, again whenever the body changes; a mistake comes back with Send's code.
 */
export const useDistributionPreview = (body: DistributionInput | null) =>
  useSWR<RouteResponse<typeof distributionRouteTable.preview>, ApiError>(
    body ? ['distribution-wizard', 'preview', JSON.stringify(body)] : null,
    () => callApi(distributionRouteTable.preview, body!, { read: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
