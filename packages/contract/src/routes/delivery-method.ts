import { defineRoute } from '../route.ts';
import * as s from '../schemas/delivery-method.ts';

const p = 'user/account/profile/delivery-method';
const profile = { access: 'user', area: 'profile', source: '000' } as const;
const view = ['profile_delivery_method'] as const;
const manage = ['profile_delivery_method', 'delivery_method'] as const;

/**
 * The delivery method tab (seed 000 §7): how this broadcaster's stations receive spots, and who is
 * told. Ours: `test-connection` writes and deletes a small file with the saved settings.
 */
export const deliveryMethodRouteTable = {
  get: defineRoute({
    ...profile,
    method: 'GET',
    path: `${p}/get`,
    permissions: view,
    query: s.stationQuery,
    response: s.deliveryMethodResponse,
  }),
  save: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save`,
    permissions: manage,
    body: s.saveDeliveryMethodBody,
    response: s.deliveryMethodResponse,
  }),
  saveCredentials: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save-credentials`,
    permissions: manage,
    body: s.saveCredentialsBody,
    response: s.deliveryMethodResponse,
  }),
  activate: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/activate`,
    permissions: manage,
    body: s.deliveryMethodBody,
    response: s.deliveryMethodResponse,
  }),
  deactivate: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/deactivate`,
    permissions: manage,
    body: s.stationQuery,
    response: s.deliveryMethodResponse,
  }),
  addNotification: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/add-notification`,
    permissions: manage,
    body: s.deliveryNotificationBody,
    response: s.deliveryNotificationsResponse,
  }),
  deleteNotification: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/delete-notification`,
    permissions: manage,
    body: s.deliveryNotificationBody,
    response: s.deliveryNotificationsResponse,
  }),
  saveHouseCodeNotifications: defineRoute({
    ...profile,
    method: 'POST',
    path: `${p}/save-specific-house-code-notifications`,
    permissions: manage,
    body: s.houseCodeNotificationsBody,
    response: s.deliveryMethodResponse,
  }),
  testConnection: defineRoute({
    ...profile,
    source: 'ours',
    method: 'POST',
    path: `${p}/test-connection`,
    permissions: manage,
    body: s.connectedMethodBody,
    response: s.connectionTestResponse,
  }),
};

export const deliveryMethodRoutes = Object.values(deliveryMethodRouteTable);
