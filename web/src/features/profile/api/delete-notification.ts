import { partnerStudioRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshStudios } from './refresh-studios.ts';

/** `partner-studios/delete-notification`: that address is told no more. */
export const deleteNotification = (studio_id: string, email: string) =>
  callApi(partnerStudioRoutes.deleteNotification, { studio_id, email }).then(refreshStudios);
