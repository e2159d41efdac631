/** Billing (issue 29, docs/billing.md): the ledger, the billing clock, invoices and the statement. */
export { billingNow, moveBillingClock } from '../billing-access/billing-clock.ts';
export { advanceBillingTime } from './advance-billing-time.ts';
export { billCompletedRun } from './ledger/ledger.ts';
export { finaliseMonthOf } from './invoices/finalise.ts';
export {
  finaliseMonthEndShard,
  finishMonthEnd,
  runMonthEnd,
  startMonthEnd,
  type MonthEndShard,
} from './invoices/month-end.ts';
export {
  accountStatement,
  invoiceDetails,
  invoicePdfFile,
  invoicesList,
  signupInvoice,
  unpaidInvoices,
} from './invoices/invoice-views.ts';
/** What follows a month end's issue of an invoice: its e-mail and first charge (a journey runs one account's month end). */
export { announceAndCollect } from './invoices/issue-invoice.ts';
