import type { MakePaymentBody } from '@masterport/contract';
import { getInvoices, listPaymentMethods, listUnpaidInvoicesOfAccount, type InvoiceItem } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import type { AuthContext } from '../../auth/authorize.ts';
import { AppError } from '../../errors.ts';
import { billingToday } from '../../billing-access/billing-clock.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { chargeInvoices } from './charge-invoices.ts';

/**
 * `make-payment` (docs/billing.md "Payments"): the invoices named (or every unpaid one) charged
 * together to the card named or the primary one, once: the charge's key is the invoices and their
 * attempt count, so two clicks or two tabs make one charge, and a new attempt after a decline (another
 * card) a new one. An id that is not one of the account's invoices is refused whole (401
 * `data_restriction`), before anything is charged; invoices already paid are left out, and with none
 * left nothing is charged. A decline answers its catalogue code and leaves the invoices open.
 */
export async function makePayment(
  auth: AuthContext,
  body: MakePaymentBody,
  ipAddress: string,
  gateway?: PaymentGateway,
) {
  const invoices = await invoicesToPay(auth.accountId, body.invoice_ids);
  const cards = await listPaymentMethods(table(), auth.accountId);
  const card = body.payment_method_id
    ? cards.find((method) => method.id === body.payment_method_id)
    : cards.find((method) => method.is_primary);
  if (!card) throw new AppError(body.payment_method_id ? 'not_found' : 'payment_method_missing');
  if (invoices.length === 0) return { paid_invoice_ids: [], charged_cents: 0, transaction_id: null };
  const charged = await chargeInvoices({
    accountId: auth.accountId,
    invoices,
    card,
    today: await billingToday(),
    ipAddress,
    scheduled: false,
    gateway,
  });
  return {
    paid_invoice_ids: invoices.map((invoice) => invoice.id),
    charged_cents: charged.amountCents,
    transaction_id: charged.transactionId,
  };
}

/** The account's open invoices among those named (read strongly, so a payment just made is seen), or all of them. */
async function invoicesToPay(accountId: string, named: MakePaymentBody['invoice_ids']): Promise<InvoiceItem[]> {
  if (named === 'all') {
    // The unpaid index may lag a payment by a moment: each invoice is read again before it is charged.
    const listed = await listUnpaidInvoicesOfAccount(table(), accountId);
    return (
      await getInvoices(
        table(),
        listed.map((invoice) => invoice.id),
      )
    ).filter((invoice) => invoice.status === 'open');
  }
  const ids = [...new Set(named)];
  const invoices = await getInvoices(table(), ids);
  if (invoices.length !== ids.length || invoices.some((invoice) => invoice.account_id !== accountId))
    throw new AppError('data_restriction');
  return invoices.filter((invoice) => invoice.status === 'open');
}
