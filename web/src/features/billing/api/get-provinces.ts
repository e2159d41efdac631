import { identificationRouteTable as routes, type Language } from '@masterport/contract';
import useSWRImmutable from 'swr/immutable';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `get-states/{country}`: the provinces or states a billing address picks from. */
export const useProvinces = (country: string, language: Language) =>
  useSWRImmutable<RouteResponse<typeof routes.getStates>, ApiError>(['states', country, language], () =>
    callApi(routes.getStates, undefined, { params: { country }, query: { language }, read: true }),
  );
