import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/save-specific-house-code-notifications`: who is asked for house codes (empty: the list above). */
export const saveHouseCodeNotifications = (emails: string[], callLetters: string | undefined) =>
  callApi(deliveryMethodRouteTable.saveHouseCodeNotifications, { emails, ...stationField(callLetters) }).then(
    storeDeliveryMethod,
  );
