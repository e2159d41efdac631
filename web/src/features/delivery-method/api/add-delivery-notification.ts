import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { refreshDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/add-notification`: one more address told of deliveries. */
export const addDeliveryNotification = (email: string, callLetters: string | undefined) =>
  callApi(deliveryMethodRouteTable.addNotification, { email, ...stationField(callLetters) }).then(
    refreshDeliveryMethod(callLetters),
  );
