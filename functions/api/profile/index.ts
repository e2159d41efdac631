import { createAreaHandler } from '../lib/create-area-handler.ts';
import { activate, addNotification, deactivate, deleteNotification, getAvailable, getNotifications, getSelected } from './partner-studios.ts';

/** The profile area: the partner-studios tab; its other documented calls answer 501 not_implemented until built. */
export const handler = createAreaHandler('profile', [getAvailable, getSelected, activate, deactivate, getNotifications, addNotification, deleteNotification]);
