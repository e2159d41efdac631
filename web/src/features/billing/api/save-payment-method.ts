import { paymentMethodRouteTable } from '@masterport/contract/routes';
import type { RouteBody } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { storePaymentMethods } from './store-payment-methods.ts';

/** `save-payment-method`: the card form's answer, passed on as received, with the billing address. */
export const savePaymentMethod = (body: RouteBody<typeof paymentMethodRouteTable.save>) =>
  callApi(paymentMethodRouteTable.save, body).then(storePaymentMethods);
