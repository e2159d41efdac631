import { billingAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import downloadInvoicePdf from './download-invoice-pdf.ts';
import getInvoiceDetails from './get-invoice-details.ts';
import getInvoicesList from './get-invoices-list.ts';
import getSignupInvoice from './get-signup-invoice.ts';
import getStatement from './get-statement.ts';
import getUnpaidInvoicesList from './get-unpaid-invoices-list.ts';

/** The billing area: the statement and the invoices; its other documented calls answer 501 until their feature is built. */
export const handler = createAreaHandler('billing', billingAreaRoutes, [
  getStatement,
  getSignupInvoice,
  getInvoicesList,
  getUnpaidInvoicesList,
  getInvoiceDetails,
  downloadInvoicePdf,
]);
