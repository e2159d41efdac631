import { billingAreaRoutes } from '@masterport/contract';
import { createAreaHandler } from '#lib/create-area-handler.ts';
import addPaymentMethod from './add-payment-method.ts';
import deletePaymentMethod from './delete-payment-method.ts';
import downloadInvoicePdf from './download-invoice-pdf.ts';
import getInvoiceDetails from './get-invoice-details.ts';
import getInvoicesList from './get-invoices-list.ts';
import getPaymentMethods from './get-payment-methods.ts';
import getSignupInvoice from './get-signup-invoice.ts';
import getStatement from './get-statement.ts';
import getUnpaidInvoicesList from './get-unpaid-invoices-list.ts';
import makePayment from './make-payment.ts';
import savePaymentMethod from './save-payment-method.ts';
import setPrimaryPaymentMethod from './set-primary-payment-method.ts';

/** The billing area: the statement, the invoices, the account's cards and paying invoices. */
export const handler = createAreaHandler('billing', billingAreaRoutes, [
  getStatement,
  getSignupInvoice,
  getInvoicesList,
  getUnpaidInvoicesList,
  getInvoiceDetails,
  downloadInvoicePdf,
  getPaymentMethods,
  addPaymentMethod,
  savePaymentMethod,
  deletePaymentMethod,
  setPrimaryPaymentMethod,
  makePayment,
]);
