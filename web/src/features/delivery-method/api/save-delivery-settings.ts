import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/save`: one method's settings (a new destination forgets its credentials). */
export const saveDeliverySettings = (
  body: RouteBody<typeof deliveryMethodRouteTable.save>,
  callLetters: string | undefined,
) => callApi(deliveryMethodRouteTable.save, { ...body, ...stationField(callLetters) }).then(storeDeliveryMethod);
