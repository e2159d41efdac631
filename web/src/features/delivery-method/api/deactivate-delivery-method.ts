import { deliveryMethodRouteTable } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/deactivate`: no method is active any more. */
export const deactivateDeliveryMethod = () =>
  callApi(deliveryMethodRouteTable.deactivate, {}).then(storeDeliveryMethod);
