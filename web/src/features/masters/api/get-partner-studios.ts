import { masterFileRoutes } from '@masterport/contract/routes';
import { useApiQuery } from '#lib/use-api.ts';

/** For a partner studio: the accounts it may create masters for (empty for other accounts). */
export function usePartnerStudios(enabled = true) {
  const { data } = useApiQuery(enabled ? masterFileRoutes.getPartnerStudios : null);
  return data?.partner_studios_list ?? [];
}
