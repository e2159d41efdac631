/** Payments (issue 29, docs/billing.md "Payments"): make-payment, the payment collection and its schedule, the billing e-mails. */
export { makePayment } from './make-payment.ts';
export { collectInvoice, runPaymentCollection, type CollectionOutcome } from './payment-collection.ts';
export { PAYMENT_RETRY_GAPS_DAYS, SCHEDULED_TRIES, scheduledTryDue, scheduledTryOn } from './payment-schedule.ts';
export { paymentKeyOf } from './charge-invoices.ts';
export { mailInvoiceReady } from './billing-mails.ts';
export { sendCardExpiryNotices } from './card-expiry-notices.ts';
