import { paymentMethodRouteTable } from '@masterport/contract/routes';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

/** `get-payment-methods`: the account's cards, its primary one, and whether its plan needs a card. */
export const usePaymentMethods = () => useApiQuery(paymentMethodRouteTable.get);

export const paymentMethodsKey = apiKey(paymentMethodRouteTable.get);
