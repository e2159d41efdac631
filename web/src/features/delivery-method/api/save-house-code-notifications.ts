import { deliveryMethodRouteTable } from '@masterport/contract';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/save-specific-house-code-notifications`: who is asked for house codes (empty: the list above). */
export const saveHouseCodeNotifications = (emails: string[]) =>
  callApi(deliveryMethodRouteTable.saveHouseCodeNotifications, { emails }).then(storeDeliveryMethod);
