import { createHash } from 'node:crypto';
import {
  claimInvoicesForPayment,
  getCardCharge,
  markInvoicePaid,
  recordDeclinedAttempt,
  type InvoiceItem,
  type PaymentMethodItem,
} from '@masterport/data';
import type { InvoicePayment } from '@masterport/contract';
import { table } from '../../adapters/db.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../logger.ts';
import { chargeOnce } from '../gateway/charge-once.ts';
import { paymentGateway } from '../gateway/gateway.ts';
import type { PaymentGateway } from '../gateway/payment-gateway.ts';
import { mailPaymentFailed, mailPaymentReceived } from './billing-mails.ts';

/**
 * The idempotency key of a payment (docs/billing.md "Payments"): the invoices it pays and the
 * attempt it is, counted on the invoices. Two clicks, two tabs or two collection runs that read the
 * same invoices make the same key and so one charge; a recorded decline moves the count, so the next
 * attempt (another card, the next retry) is a new charge.
 */
export function paymentKeyOf(invoices: readonly Pick<InvoiceItem, 'id' | 'payment_attempts'>[]): string {
  const ids = invoices.map((invoice) => invoice.id).sort();
  const attempt = 1 + invoices.reduce((sum, invoice) => sum + invoice.payment_attempts, 0);
  return `PAY#${createHash('sha256').update(ids.join('\n')).digest('hex').slice(0, 32)}#${attempt}`;
}

/**
 * How long a payment's claim on its invoices holds if its outcome is never recorded (a Lambda killed
 * mid-charge): as long as the gateway replays the charge's key (chargeOnce), after which the charge
 * is left for a person to reconcile and another payment may claim the invoices.
 */
const PAYMENT_CLAIM_MS = 5 * 60_000;

export interface InvoicesCharge {
  accountId: string;
  /** Open invoices of the account, as read. */
  invoices: readonly InvoiceItem[];
  card: PaymentMethodItem;
  /** The billing clock's day. */
  today: string;
  ipAddress: string;
  /** A try of the payment collection (counted on its schedule, a failure e-mailed) rather than a person's. */
  scheduled: boolean;
  gateway?: PaymentGateway;
}

/**
 * Charges the invoices' total to the card once (core's `chargeOnce`) and records the outcome on
 * each invoice: approved, they are paid with the charge's transaction, card and amount, and the
 * payment-received e-mail goes once; declined, the attempt and its catalogue code are recorded (a
 * scheduled try's failure is e-mailed once) and the refusal is thrown; an unknown outcome (a
 * time-out, a 5xx) records nothing, so the next attempt sends the same key and the gateway replays
 * the first answer instead of charging again.
 */
export async function chargeInvoices(charge: InvoicesCharge): Promise<{ transactionId: string; amountCents: number }> {
  const idempotencyKey = paymentKeyOf(charge.invoices);
  const amountCents = charge.invoices.reduce((sum, invoice) => sum + invoice.total_cents, 0);
  // Two payments of overlapping sets (one invoice in a tab, all of them in another, or a person and
  // the collection) make different keys, so chargeOnce alone would charge both: the first to claim
  // the invoices charges, the other is refused until the first's outcome is recorded. A claim lost
  // to this very payment (a second click after the first settled) goes on to chargeOnce, which
  // answers the first's outcome without charging.
  const now = Date.now();
  const claimed = await claimInvoicesForPayment(table(), charge.invoices, {
    key: idempotencyKey,
    now,
    until: now + PAYMENT_CLAIM_MS,
  });
  if (!claimed && !(await getCardCharge(table(), charge.accountId, idempotencyKey)))
    throw new AppError('payment_in_progress');
  let result: { transactionId: string; amountCents: number };
  try {
    result = await chargeOnce(
      {
        accountId: charge.accountId,
        idempotencyKey,
        amountCents,
        cardToken: charge.card.card_token,
        customerCode: charge.card.customer_code,
        ipAddress: charge.ipAddress,
      },
      charge.gateway ?? paymentGateway(),
    );
  } catch (error) {
    // Our record says whether the card refused (final for this key) or the outcome is unknown.
    const record = await getCardCharge(table(), charge.accountId, idempotencyKey);
    if (record?.state === 'declined') await recordDecline(charge, record.decline_code ?? 'card_declined');
    throw error;
  }
  const payment: InvoicePayment = {
    transaction_id: result.transactionId,
    card_brand: charge.card.brand,
    last_four: charge.card.last_four,
    charged_cents: result.amountCents,
    paid_on: charge.today,
  };
  await Promise.all(charge.invoices.map((invoice) => markInvoicePaid(table(), invoice.id, charge.today, payment)));
  await mailPaymentReceived(charge.accountId, charge.invoices, payment).catch((error: unknown) =>
    logger.error('Payment received e-mail not sent', { accountId: charge.accountId, error: String(error) }),
  );
  return result;
}

async function recordDecline(charge: InvoicesCharge, declineCode: string): Promise<void> {
  await Promise.all(
    charge.invoices.map(async (invoice) => {
      const recorded = await recordDeclinedAttempt(table(), invoice, {
        on: charge.today,
        declineCode,
        scheduled: charge.scheduled,
      });
      if (!recorded || !charge.scheduled) return;
      await mailPaymentFailed(charge.accountId, invoice, {
        attempt: invoice.payment_attempts + 1,
        declineCode,
        card: charge.card,
        tried: invoice.scheduled_tries + 1,
      }).catch((error: unknown) =>
        logger.error('Payment failed e-mail not sent', { invoiceId: invoice.id, error: String(error) }),
      );
    }),
  );
}
