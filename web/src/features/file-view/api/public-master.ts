import { publicFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

export type MasterLink = { createdOn: string; hashKey: string };
const params = ({ createdOn, hashKey }: MasterLink) => ({ created_on: createdOn, hash_key: hashKey });

/** `master-files/get-details`: the shared master's page, for anyone with its link. */
export const usePublicMaster = (link: MasterLink) =>
  useSWR<RouteResponse<typeof publicFileRoutes.getMasterDetails>, ApiError>(
    ['public-master', link.createdOn, link.hashKey],
    () => callApi(publicFileRoutes.getMasterDetails, undefined, { params: params(link), read: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

/** `master-files/get-outputs`: its files (never the uploaded source). */
export const usePublicOutputs = (link: MasterLink, enabled: boolean) =>
  useSWR<RouteResponse<typeof publicFileRoutes.getMasterOutputs>, ApiError>(
    enabled ? ['public-master-outputs', link.createdOn, link.hashKey] : null,
    () => callApi(publicFileRoutes.getMasterOutputs, undefined, { params: params(link), read: true }),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

/** `master-files/get-download-url`: a short-lived link that saves one output. */
export const publicDownloadUrl = (link: MasterLink, outputKey: string) =>
  callApi(publicFileRoutes.getMasterDownloadUrl, undefined, { params: { ...params(link), output_key: outputKey } });
