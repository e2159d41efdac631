import { partnerStudioRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshStudios } from './refresh-studios.ts';

/** `partner-studios/activate-partner`: authorises a studio to make masters for this account. */
export const activatePartner = (studio_id: string) =>
  callApi(partnerStudioRoutes.activatePartner, { studio_id }).then(refreshStudios);
