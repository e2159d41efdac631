import { deliveryMethodRouteTable, type ConnectedMethod } from '@masterport/contract';
import { callApi } from '#lib/api.ts';

/** `delivery-method/test-connection` (ours): writes and deletes a small file with the saved settings. */
export const testDeliveryConnection = (method: ConnectedMethod) =>
  callApi(deliveryMethodRouteTable.testConnection, { method });
