import { type Language } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import useSWRImmutable from 'swr/immutable';
import { useTranslation } from 'react-i18next';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type OptionsRoute =
  | typeof masterFileRoutes.getTypesOptions
  | typeof masterFileRoutes.getLanguagesOptions
  | typeof masterFileRoutes.getAllLanguagesOptions
  | typeof masterFileRoutes.getAudioTypesOptions
  | typeof masterFileRoutes.getRatiosOptions;

/**
 * The five `get-*-options` calls answer the same shape; each has its own file and hook, which
 * share this: the key (route and query) and the `options_list` as Select data in the current language.
 */
export function useOptionsQuery(route: OptionsRoute, query?: Record<string, string | undefined>, enabled = true) {
  const { i18n } = useTranslation();
  const language: Language = i18n.language === 'fr' ? 'fr' : 'en';
  const result = useSWRImmutable<RouteResponse<OptionsRoute>, ApiError>(
    enabled ? ['master-options', route.path, query ?? null] : null,
    () => callApi(route, undefined, { query }),
  );
  const options = result.data?.options_list.map((option) => ({ value: option.value, label: option.label[language] }));
  return { ...result, options };
}
