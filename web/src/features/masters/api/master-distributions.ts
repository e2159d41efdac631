import { masterDistributionRouteTable as routes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** The master's distributions tab (`get-distributions-list`). */
export const useMasterDistributions = (masterId: string) =>
  useSWR<RouteResponse<typeof routes.getDistributionsList>, ApiError>(['distributions-list', 'master', masterId], () =>
    callApi(routes.getDistributionsList, { master_id: masterId }, { read: true }),
  );

/** The report of every distribution of the master: the API answers the PDF itself. */
export const masterReportUrl = (masterId: string) =>
  `/api/${routes.downloadDistributionsPdf.path.replace('{id}', encodeURIComponent(masterId))}`;
