import { partnerStudioRoutes as routes } from '@masterport/contract';
import {
  activatePartner, addPartnerNotification, deactivatePartner, deletePartnerNotification, listAvailableStudios,
  listSelectedStudios, partnerNotifications,
} from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getAvailable = handle(routes.getAvailable, async ({ auth, query }) => ({
  body: { success: true as const, partner_studios_list: await listAvailableStudios(auth, query.search) },
}));

export const getSelected = handle(routes.getSelected, async ({ auth }) => ({
  body: { success: true as const, partner_studios_list: await listSelectedStudios(auth) },
}));

export const activate = handle(routes.activatePartner, async ({ auth, body }) => ({
  body: { success: true as const, partner_studio: await activatePartner(auth, body.studio_id) },
}));

export const deactivate = handle(routes.deactivatePartner, async ({ auth, body }) => ({
  body: { success: true as const, partner_studio: await deactivatePartner(auth, body.studio_id) },
}));

export const getNotifications = handle(routes.getNotifications, async ({ auth, query }) => ({
  body: { success: true as const, notifications_list: await partnerNotifications(auth, query.studio_id) },
}));

export const addNotification = handle(routes.addNotification, async ({ auth, body }) => ({
  body: { success: true as const, notifications_list: await addPartnerNotification(auth, body.studio_id, body.email) },
}));

export const deleteNotification = handle(routes.deleteNotification, async ({ auth, body }) => ({
  body: { success: true as const, notifications_list: await deletePartnerNotification(auth, body.studio_id, body.email) },
}));
