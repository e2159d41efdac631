import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/deactivate`: no method is active any more (a station receives by the account's again). */
export const deactivateDeliveryMethod = (callLetters: string | undefined) =>
  callApi(deliveryMethodRouteTable.deactivate, stationField(callLetters)).then(storeDeliveryMethod);
