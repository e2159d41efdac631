import { defineRoute } from '../route.ts';
import * as s from '../schemas/payment-methods.ts';
import { paymentMethodRouteFacts } from '../route-facts/payment-methods.ts';

/** The account's cards through the payment gateway (issue 29, docs/billing-cards.md). */
export const paymentMethodRouteTable = {
  get: defineRoute({
    ...paymentMethodRouteFacts.get,
    response: s.paymentMethodsResponse,
  }),
  /** Starts a verify session at the gateway; answers what the SPA needs to open its card form. */
  add: defineRoute({
    ...paymentMethodRouteFacts.add,
    body: s.addPaymentMethodBody,
    response: s.addPaymentMethodResponse,
  }),
  /** Checks the form's answer against the session's secret and keeps the card's token and facts. */
  save: defineRoute({
    ...paymentMethodRouteFacts.save,
    body: s.savePaymentMethodBody,
    response: s.paymentMethodsResponse,
  }),
  delete: defineRoute({
    ...paymentMethodRouteFacts.delete,
    body: s.paymentMethodIdBody,
    response: s.paymentMethodsResponse,
  }),
  setPrimary: defineRoute({
    ...paymentMethodRouteFacts.setPrimary,
    body: s.paymentMethodIdBody,
    response: s.paymentMethodsResponse,
  }),
};

export const paymentMethodRoutes = Object.values(paymentMethodRouteTable);
