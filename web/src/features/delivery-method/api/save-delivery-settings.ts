import { deliveryMethodRouteTable } from '@masterport/contract';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/save`: one method's settings (a new destination forgets its credentials). */
export const saveDeliverySettings = (body: RouteBody<typeof deliveryMethodRouteTable.save>) =>
  callApi(deliveryMethodRouteTable.save, body).then(storeDeliveryMethod);
