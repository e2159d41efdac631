import { planNeedsCard, type PlanKey } from '@masterport/contract';
import { accountHasPaymentMethod, earliestUnpaidDueOn, type InvoiceItem, type PaymentStanding } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { AppError } from '../errors.ts';
import { addDays, billingToday } from './billing-clock.ts';

/**
 * Days an invoice may stay unpaid past its due date before its account is blocked (docs/billing.md,
 * "Payment gates"). Fourteen, as the dunning schedules the reference cites (Kill Bill's: retries at
 * +1, +1 and +8 days, a warning at day 10, the block at day 14): the card retries and the e-mails
 * have all run, and a customer away for a week or two is not cut off for a late card.
 */
export const OVERDUE_GRACE_DAYS = 14;

/** The first day an invoice still unpaid blocks its account. */
export const blockedFrom = (invoice: Pick<InvoiceItem, 'due_on'>): string =>
  addDays(invoice.due_on, OVERDUE_GRACE_DAYS);

/** Whether an invoice blocks its account on `today` (YYYY-MM-DD): still open on or after its block day. */
export const blocksAccount = (invoice: Pick<InvoiceItem, 'status' | 'due_on'>, today: string): boolean =>
  invoice.status === 'open' && today >= blockedFrom(invoice);

/**
 * The `payment_overdue` gate: the account's unpaid invoice due first (from its payment standing,
 * which authorisation reads with the account: no call of its own) blocks every call but those open
 * to blocked accounts. The billing clock is read only when something is unpaid. Paying takes the
 * invoice out of the standing in the payment's own transaction, which clears the gate on the next call.
 */
export async function refuseOverdueAccount(standing: PaymentStanding | undefined): Promise<void> {
  const dueOn = earliestUnpaidDueOn(standing);
  if (dueOn && blocksAccount({ status: 'open', due_on: dueOn }, await billingToday()))
    throw new AppError('payment_overdue');
}

/**
 * The `payment_method_missing` gate of a call that can bill (the route table's `bills`): a plan that
 * needs a card (`planNeedsCard`) must keep one to make it.
 */
export async function refuseBillingWithoutCard(account: { id: string; plan_key: PlanKey }): Promise<void> {
  if (planNeedsCard(account.plan_key) && !(await accountHasPaymentMethod(table(), account.id)))
    throw new AppError('payment_method_missing');
}
