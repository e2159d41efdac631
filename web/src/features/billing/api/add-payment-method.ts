import { paymentMethodRouteTable } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** `add-payment-method`: a session of the gateway's card form (its checkout token and script). */
export const addPaymentMethod = () => callApi(paymentMethodRouteTable.add, {});
