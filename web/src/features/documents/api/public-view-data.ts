import { publicFileRoutes } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `documents/view-data/{created_on}/{hash_key}`: a shared document, for anyone holding its link. */
export const usePublicDocument = (createdOn: string, hashKey: string) =>
  useSWR<RouteResponse<typeof publicFileRoutes.documentViewData>, ApiError>(
    ['public-document', createdOn, hashKey],
    () =>
      callApi(publicFileRoutes.documentViewData, undefined, { params: { created_on: createdOn, hash_key: hashKey } }),
  );
