import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/activate`: this method becomes the one stations receive by (the previous one stops). */
export const activateDeliveryMethod = (
  method: RouteBody<typeof deliveryMethodRouteTable.activate>['method'],
  callLetters: string | undefined,
) => callApi(deliveryMethodRouteTable.activate, { method, ...stationField(callLetters) }).then(storeDeliveryMethod);
