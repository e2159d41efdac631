import { deliveryMethodRouteTable } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { refreshDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/add-notification`: one more address told of deliveries. */
export const addDeliveryNotification = (email: string) =>
  callApi(deliveryMethodRouteTable.addNotification, { email }).then(refreshDeliveryMethod);
