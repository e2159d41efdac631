import type * as definitions from '../routes/payment-methods.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const b = 'user/account/billing';
const cards = { access: 'user', area: 'billing', source: '000', permissions: ['billing'] } as const;

export const paymentMethodRouteFacts = {
  get: {
    ...cards,
    method: 'GET',
    path: `${b}/get-payment-methods`,
  },
  add: {
    ...cards,
    method: 'POST',
    path: `${b}/add-payment-method`,
  },
  save: {
    ...cards,
    method: 'POST',
    path: `${b}/save-payment-method`,
  },
  delete: {
    ...cards,
    method: 'POST',
    path: `${b}/delete-payment-method`,
  },
  setPrimary: {
    ...cards,
    method: 'POST',
    path: `${b}/set-primary-payment-method`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const paymentMethodRouteTable =
  /* @__PURE__ */ typedFacts<typeof definitions.paymentMethodRouteTable>(paymentMethodRouteFacts);
