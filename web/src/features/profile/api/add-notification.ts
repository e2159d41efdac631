import { partnerStudioRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshStudios } from './refresh-studios.ts';

/** `partner-studios/add-notification`: one more address told of the studio's new masters. */
export const addNotification = (studio_id: string, email: string) =>
  callApi(partnerStudioRoutes.addNotification, { studio_id, email }).then(refreshStudios);
