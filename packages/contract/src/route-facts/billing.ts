import type * as definitions from '../routes/billing.ts';
import { typedFacts, type RouteFacts } from './facts.ts';

const b = 'user/account/billing';
const billing = { access: 'user', area: 'billing', source: '000', permissions: ['billing'] } as const;

export const invoiceRouteFacts = {
  getStatement: {
    ...billing,
    method: 'GET',
    path: `${b}/get-statement`,
  },
  getSignupInvoice: {
    ...billing,
    method: 'GET',
    path: `${b}/get-signup-invoice`,
  },
  getInvoicesList: {
    ...billing,
    method: 'POST',
    path: `${b}/get-invoices-list`,
  },
  getUnpaidInvoicesList: {
    ...billing,
    method: 'GET',
    path: `${b}/get-unpaid-invoices-list`,
  },
  getInvoiceDetails: {
    ...billing,
    method: 'POST',
    path: `${b}/get-invoice-details`,
  },
  downloadInvoicePdf: {
    ...billing,
    method: 'GET',
    path: `${b}/download-invoice-pdf/{id}`,
    file: true,
  },
  makePayment: {
    ...billing,
    method: 'POST',
    path: `${b}/make-payment`,
  },
} as const satisfies Readonly<Record<string, RouteFacts>>;

// The SPA's tables (`@masterport/contract/routes`): these facts, typed with their definitions.
export const invoiceRouteTable = /* @__PURE__ */ typedFacts<typeof definitions.invoiceRouteTable>(invoiceRouteFacts);
