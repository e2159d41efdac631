import { deliveryMethodRouteTable } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { refreshDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/delete-notification`. */
export const deleteDeliveryNotification = (email: string) =>
  callApi(deliveryMethodRouteTable.deleteNotification, { email }).then(refreshDeliveryMethod);
