import { billingAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import addPaymentMethod from './add-payment-method.ts';
import deletePaymentMethod from './delete-payment-method.ts';
import getPaymentMethods from './get-payment-methods.ts';
import savePaymentMethod from './save-payment-method.ts';
import setPrimaryPaymentMethod from './set-primary-payment-method.ts';

/** The billing area: the account's cards; its other documented calls answer 501 not_implemented until built. */
export const handler = createAreaHandler('billing', billingAreaRoutes, [
  getPaymentMethods,
  addPaymentMethod,
  savePaymentMethod,
  deletePaymentMethod,
  setPrimaryPaymentMethod,
]);
