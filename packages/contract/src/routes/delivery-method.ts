import { defineRoute } from '../route.ts';
import * as s from '../schemas/delivery-method.ts';
import { deliveryMethodRouteFacts } from '../route-facts/delivery-method.ts';

/**
 * The delivery method tab (seed 000 §7): how this broadcaster's stations receive spots, and who is
 * told. Ours: `test-connection` writes and deletes a small file with the saved settings.
 */
export const deliveryMethodRouteTable = {
  get: defineRoute({
    ...deliveryMethodRouteFacts.get,
    query: s.stationQuery,
    response: s.deliveryMethodResponse,
  }),
  save: defineRoute({
    ...deliveryMethodRouteFacts.save,
    body: s.saveDeliveryMethodBody,
    response: s.deliveryMethodResponse,
  }),
  saveCredentials: defineRoute({
    ...deliveryMethodRouteFacts.saveCredentials,
    body: s.saveCredentialsBody,
    response: s.deliveryMethodResponse,
  }),
  activate: defineRoute({
    ...deliveryMethodRouteFacts.activate,
    body: s.deliveryMethodBody,
    response: s.deliveryMethodResponse,
  }),
  deactivate: defineRoute({
    ...deliveryMethodRouteFacts.deactivate,
    body: s.stationQuery,
    response: s.deliveryMethodResponse,
  }),
  addNotification: defineRoute({
    ...deliveryMethodRouteFacts.addNotification,
    body: s.deliveryNotificationBody,
    response: s.deliveryNotificationsResponse,
  }),
  deleteNotification: defineRoute({
    ...deliveryMethodRouteFacts.deleteNotification,
    body: s.deliveryNotificationBody,
    response: s.deliveryNotificationsResponse,
  }),
  saveHouseCodeNotifications: defineRoute({
    ...deliveryMethodRouteFacts.saveHouseCodeNotifications,
    body: s.houseCodeNotificationsBody,
    response: s.deliveryMethodResponse,
  }),
  testConnection: defineRoute({
    ...deliveryMethodRouteFacts.testConnection,
    body: s.connectedMethodBody,
    response: s.connectionTestResponse,
  }),
};

export const deliveryMethodRoutes = Object.values(deliveryMethodRouteTable);
