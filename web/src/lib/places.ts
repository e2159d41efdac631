import { type Language } from '@masterport/contract';
import { identificationRouteTable as routes } from '@masterport/contract/routes';
import useSWRImmutable from 'swr/immutable';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

/** `get-countries` in the screen's language (the list never changes while the app runs). */
export const useCountries = (language: Language) =>
  useSWRImmutable<RouteResponse<typeof routes.getCountries>, ApiError>(['countries', language], () =>
    callApi(routes.getCountries, undefined, { query: { language }, read: true }),
  );

/** `get-states/{country}`: the country's provinces or states (none for many countries). */
export const useStates = (country: string | null | undefined, language: Language) =>
  useSWRImmutable<RouteResponse<typeof routes.getStates>, ApiError>(
    country ? ['states', country, language] : null,
    () => callApi(routes.getStates, undefined, { params: { country: country ?? '' }, query: { language }, read: true }),
  );
