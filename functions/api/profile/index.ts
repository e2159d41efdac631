import { createAreaHandler } from '#lib/create-area-handler.ts';
import activatePartner from './partner-studios/activate-partner.ts';
import addNotification from './partner-studios/add-notification.ts';
import deactivatePartner from './partner-studios/deactivate-partner.ts';
import deleteNotification from './partner-studios/delete-notification.ts';
import getAvailable from './partner-studios/get-available.ts';
import getNotifications from './partner-studios/get-notifications.ts';
import getSelected from './partner-studios/get-selected.ts';

/** The profile area: the partner-studios tab; its other documented calls answer 501 not_implemented until built. */
export const handler = createAreaHandler('profile', [
  activatePartner, addNotification, deactivatePartner, deleteNotification, getAvailable, getNotifications,
  getSelected,
]);
