import { paymentMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storePaymentMethods } from './store-payment-methods.ts';

/** `delete-payment-method`. */
export const deletePaymentMethod = (id: string) =>
  callApi(paymentMethodRouteTable.delete, { id }).then(storePaymentMethods);
