import { deliveryMethodRouteTable } from '@masterport/contract';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';

/** `delivery-method/save-credentials`: sealed on the server, answered masked. */
export const saveDeliveryCredentials = (body: RouteBody<typeof deliveryMethodRouteTable.saveCredentials>) =>
  callApi(deliveryMethodRouteTable.saveCredentials, body).then(storeDeliveryMethod);
