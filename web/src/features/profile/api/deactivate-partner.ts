import { partnerStudioRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshStudios } from './refresh-studios.ts';

/** `partner-studios/deactivate-partner`: withdraws the authorisation (and the studio's access to the masters it made). */
export const deactivatePartner = (studio_id: string) =>
  callApi(partnerStudioRoutes.deactivatePartner, { studio_id }).then(refreshStudios);
