import { type ConnectedMethod } from '@masterport/contract';
import { deliveryMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { stationField } from './edited-station.ts';

/** `delivery-method/test-connection` (ours): writes and deletes a small file with the saved settings. */
export const testDeliveryConnection = (method: ConnectedMethod, callLetters: string | undefined) =>
  callApi(deliveryMethodRouteTable.testConnection, { method, ...stationField(callLetters) });
