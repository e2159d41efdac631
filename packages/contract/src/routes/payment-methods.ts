import { defineRoute } from '../route.ts';
import * as s from '../schemas/payment-methods.ts';

const b = 'user/account/billing';
const cards = { access: 'user', area: 'billing', source: '000', permissions: ['billing'] } as const;

/** The account's cards through the payment gateway (issue 29, docs/billing-cards.md). */
export const paymentMethodRouteTable = {
  get: defineRoute({ ...cards, method: 'GET', path: `${b}/get-payment-methods`, response: s.paymentMethodsResponse }),
  /** Starts a verify session at the gateway; answers what the SPA needs to open its card form. */
  add: defineRoute({
    ...cards,
    method: 'POST',
    path: `${b}/add-payment-method`,
    body: s.addPaymentMethodBody,
    response: s.addPaymentMethodResponse,
  }),
  /** Checks the form's answer against the session's secret and keeps the card's token and facts. */
  save: defineRoute({
    ...cards,
    method: 'POST',
    path: `${b}/save-payment-method`,
    body: s.savePaymentMethodBody,
    response: s.paymentMethodsResponse,
  }),
  delete: defineRoute({
    ...cards,
    method: 'POST',
    path: `${b}/delete-payment-method`,
    body: s.paymentMethodIdBody,
    response: s.paymentMethodsResponse,
  }),
  setPrimary: defineRoute({
    ...cards,
    method: 'POST',
    path: `${b}/set-primary-payment-method`,
    body: s.paymentMethodIdBody,
    response: s.paymentMethodsResponse,
  }),
};

export const paymentMethodRoutes = Object.values(paymentMethodRouteTable);
