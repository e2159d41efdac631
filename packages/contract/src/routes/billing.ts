import { defineRoute, fileResponse } from '../route.ts';
import * as s from '../schemas/billing.ts';
import * as payments from '../schemas/payments.ts';
import { pageQuery } from '../schemas/masters.ts';
import { idField } from '../schemas/fields.ts';

const b = 'user/account/billing';
const billing = { access: 'user', area: 'billing', source: '000', permissions: ['billing'] } as const;

/** The statement and the invoices (issue 29, docs/billing.md). */
export const invoiceRouteTable = {
  getStatement: defineRoute({ ...billing, method: 'GET', path: `${b}/get-statement`, response: s.statementResponse }),
  getSignupInvoice: defineRoute({
    ...billing,
    method: 'GET',
    path: `${b}/get-signup-invoice`,
    response: s.signupInvoiceResponse,
  }),
  getInvoicesList: defineRoute({
    ...billing,
    method: 'POST',
    path: `${b}/get-invoices-list`,
    body: s.invoicesListBody,
    query: pageQuery,
    response: s.invoicesListResponse,
  }),
  getUnpaidInvoicesList: defineRoute({
    ...billing,
    method: 'GET',
    path: `${b}/get-unpaid-invoices-list`,
    response: s.unpaidInvoicesResponse,
  }),
  getInvoiceDetails: defineRoute({
    ...billing,
    method: 'POST',
    path: `${b}/get-invoice-details`,
    body: s.invoiceIdBody,
    response: s.invoiceDetailsResponse,
  }),
  /** The invoice as a PDF in the language it was issued in. */
  downloadInvoicePdf: defineRoute({
    ...billing,
    method: 'GET',
    path: `${b}/download-invoice-pdf/{id}`,
    params: { id: idField() },
    response: fileResponse,
    file: true,
  }),
  /** Pays unpaid invoices by card, once however many clicks (docs/billing.md "Payments"). */
  makePayment: defineRoute({
    ...billing,
    method: 'POST',
    path: `${b}/make-payment`,
    body: payments.makePaymentBody,
    response: payments.makePaymentResponse,
  }),
};

export const billingRoutes = [...Object.values(invoiceRouteTable)];
