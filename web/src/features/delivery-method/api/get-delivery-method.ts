import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import useSWR from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { apiKey } from '#lib/use-api.ts';

type Answer = RouteResponse<typeof deliveryMethodRouteTable.get>;

/** The cache key of the account's method, or of one station's own (`?call_letters=`). */
export const deliveryMethodKey = (callLetters?: string) =>
  [...apiKey(deliveryMethodRouteTable.get), callLetters ?? null] as const;

/**
 * `delivery-method/get`: the active method, each method's saved settings (credentials masked), who
 * is told; for the account, also each station's own method.
 */
export const useDeliveryMethod = (callLetters?: string) =>
  useSWR<Answer, ApiError>(deliveryMethodKey(callLetters), () =>
    callApi(deliveryMethodRouteTable.get, undefined, {
      read: true,
      query: { call_letters: callLetters },
    }),
  );
