import { paymentMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';
import { storePaymentMethods } from './store-payment-methods.ts';

/** `set-primary-payment-method`: the card invoices are charged to. */
export const setPrimaryPaymentMethod = (id: string) =>
  callApi(paymentMethodRouteTable.setPrimary, { id }).then(storePaymentMethods);
