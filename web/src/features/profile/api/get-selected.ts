import { partnerStudioRoutes } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `partner-studios/get-selected`: the studios this account authorised, with their notified addresses. */
export const useSelectedStudios = () => useApiQuery(partnerStudioRoutes.getSelected);

export const selectedStudiosKey = apiKey(partnerStudioRoutes.getSelected);
