import { defineRoute, fileResponse } from '../route.ts';
import * as s from '../schemas/billing.ts';
import * as payments from '../schemas/payments.ts';
import { pageQuery } from '../schemas/masters.ts';
import { idField } from '../schemas/fields.ts';
import { invoiceRouteFacts } from '../route-facts/billing.ts';

/** The statement and the invoices (issue 29, docs/billing.md). */
export const invoiceRouteTable = {
  getStatement: defineRoute({
    ...invoiceRouteFacts.getStatement,
    response: s.statementResponse,
  }),
  getSignupInvoice: defineRoute({
    ...invoiceRouteFacts.getSignupInvoice,
    response: s.signupInvoiceResponse,
  }),
  getInvoicesList: defineRoute({
    ...invoiceRouteFacts.getInvoicesList,
    body: s.invoicesListBody,
    query: pageQuery,
    response: s.invoicesListResponse,
  }),
  getUnpaidInvoicesList: defineRoute({
    ...invoiceRouteFacts.getUnpaidInvoicesList,
    response: s.unpaidInvoicesResponse,
  }),
  getInvoiceDetails: defineRoute({
    ...invoiceRouteFacts.getInvoiceDetails,
    body: s.invoiceIdBody,
    response: s.invoiceDetailsResponse,
  }),
  /** The invoice as a PDF in the language it was issued in. */
  downloadInvoicePdf: defineRoute({
    ...invoiceRouteFacts.downloadInvoicePdf,
    params: { id: idField() },
    response: fileResponse,
  }),
  /** Pays unpaid invoices by card, once however many clicks (docs/billing.md "Payments"). */
  makePayment: defineRoute({
    ...invoiceRouteFacts.makePayment,
    body: payments.makePaymentBody,
    response: payments.makePaymentResponse,
  }),
};

export const billingRoutes = [...Object.values(invoiceRouteTable)];
