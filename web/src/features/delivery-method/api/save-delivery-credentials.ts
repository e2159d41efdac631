import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storeDeliveryMethod } from './store-delivery-method.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/save-credentials`: sealed on the server, answered masked. */
export const saveDeliveryCredentials = (
  body: RouteBody<typeof deliveryMethodRouteTable.saveCredentials>,
  callLetters: string | undefined,
) =>
  callApi(deliveryMethodRouteTable.saveCredentials, { ...body, ...stationField(callLetters) }).then(
    storeDeliveryMethod,
  );
