import { billingAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import addPaymentMethod from './payment-methods/add.ts';
import deletePaymentMethod from './payment-methods/delete.ts';
import getPaymentMethods from './payment-methods/get.ts';
import savePaymentMethod from './payment-methods/save.ts';
import setPrimaryPaymentMethod from './payment-methods/set-primary.ts';

/** The billing area: the account's cards; its other documented calls answer 501 not_implemented until built. */
export const handler = createAreaHandler('billing', billingAreaRoutes, [
  getPaymentMethods,
  addPaymentMethod,
  savePaymentMethod,
  deletePaymentMethod,
  setPrimaryPaymentMethod,
]);
