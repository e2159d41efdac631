import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/delete-notification`. */
export const deleteDeliveryNotification = (email: string, callLetters: string | undefined) =>
  callApi(deliveryMethodRouteTable.deleteNotification, { email, ...stationField(callLetters) }).then(
    refreshDeliveryMethod(callLetters),
  );
