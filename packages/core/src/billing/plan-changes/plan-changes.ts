import { PLAN_PERMISSIONS, type ChangePlanBody, type PlanChangeView, type PlanKey } from '@masterport/contract';
import {
  appendLedgerEntry,
  getAccount,
  getPlanChange,
  ledgerEntryStep,
  ledgerIdempotencyKeys,
  nowIso,
  operatorActionStep,
  overFreshRead,
  planChangeStep,
  planChangeView,
  saveAccountWith,
  type AccountItem,
  type InvoiceItem,
  type PlanChangeItem,
  type TransactionStep,
} from '@masterport/data';
import { createHash } from 'node:crypto';
import { table } from '../../adapters/db.ts';
import type { AuthContext } from '../../auth/authorize.ts';
import type { OperatorContext } from '../../auth/operator.ts';
import { billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { nextMonth } from '../../billing-access/calendar.ts';
import { AppError } from '../../errors.ts';
import { logger } from '../../logger.ts';
import { newId } from '../../random.ts';
import { issueAccountInvoice } from '../account-invoice.ts';
import { subscriptionLine } from '../ledger/ledger.ts';
import { mailInvoiceReady } from '../payments/billing-mails.ts';
import { collectInvoice } from '../payments/payment-collection.ts';
import { mailPlanDecision } from './plan-mails.ts';
import { planChangeProration } from './proration.ts';

/**
 * Plan changes (seed 000 §4, docs/billing.md "Plan changes"): the primary user asks for another
 * plan, now or at the month's end; an operator approves or refuses it; the user may withdraw it
 * while it is pending. The account item names the pending change and the change item keeps the
 * whole of it; each transition writes both in one transaction, on the account as it was read.
 */

async function accountOf(accountId: string): Promise<AccountItem> {
  const account = await getAccount(table(), accountId);
  if (!account) throw new AppError('not_found');
  return account;
}

async function pendingChangeOf(account: AccountItem): Promise<PlanChangeItem | undefined> {
  return account.pending_plan_change ? getPlanChange(table(), account.id, account.pending_plan_change.id) : undefined;
}

const requirePrimaryUser = (auth: Pick<AuthContext, 'role'>): void => {
  if (auth.role !== 'primary') throw new AppError('not_primary_user');
};

/** `pending-plan-modification`: the account's plan, its pending change and whether a cancellation blocks one. */
export async function pendingPlanModification(auth: Pick<AuthContext, 'accountId'>) {
  const account = await accountOf(auth.accountId);
  const pending = await pendingChangeOf(account);
  return {
    plan_key: account.plan_key,
    pending_modification: pending ? planChangeView(pending) : null,
    cancellation_pending: account.pending_cancellation !== null,
  };
}

/**
 * `change-plan`: asks for another plan. Refused to a member who is not the primary user, while a
 * cancellation is pending, while another change is pending, for the plan the account has, and for
 * an account not in use (waiting for approval, cancelled: their own 402).
 */
export async function requestPlanChange(
  auth: Pick<AuthContext, 'accountId' | 'userId' | 'role'>,
  body: ChangePlanBody,
): Promise<{ modification: PlanChangeView }> {
  requirePrimaryUser(auth);
  const now = (await billingNow()).toISOString();
  return overFreshRead(
    () => accountOf(auth.accountId),
    async (account) => {
      if (account.status === 'waiting_approval') throw new AppError('waiting_approval');
      if (account.status === 'cancelled') throw new AppError('account_cancelled');
      if (account.pending_cancellation) throw new AppError('plan_change_cancellation_pending');
      if (account.pending_plan_change) throw new AppError('plan_change_pending');
      if (account.plan_key === body.plan_key) throw new AppError('plan_unchanged');
      const change: PlanChangeItem = {
        id: newId(),
        account_id: account.id,
        from_plan: account.plan_key,
        to_plan: body.plan_key,
        effective: body.effective,
        status: 'waiting_approval',
        requested_on: now,
        requested_by_user_id: auth.userId,
        decided_on: null,
        decided_by: null,
        reason: null,
        effective_on: null,
        proration_cents: null,
        invoice_id: null,
      };
      const next: AccountItem = {
        ...account,
        pending_plan_change: {
          id: change.id,
          to_plan: change.to_plan,
          effective: change.effective,
          approved: false,
          requested_on: now,
        },
        modified_on: nowIso(),
      };
      await saveAccountWith(table(), account, next, [planChangeStep(change)]);
      return { modification: planChangeView(change) };
    },
  );
}

/** `cancel-pending-modification`: the primary user withdraws the pending change, approved or not. */
export async function withdrawPlanChange(
  auth: Pick<AuthContext, 'accountId' | 'userId' | 'role'>,
): Promise<{ modification: PlanChangeView }> {
  requirePrimaryUser(auth);
  const now = (await billingNow()).toISOString();
  return overFreshRead(
    async () => {
      const account = await accountOf(auth.accountId);
      return { account, change: await pendingChangeOf(account) };
    },
    async ({ account, change }) => {
      if (!change) throw new AppError('no_plan_change');
      const withdrawn: PlanChangeItem = { ...change, status: 'withdrawn', decided_on: now, decided_by: auth.userId };
      await saveAccountWith(table(), account, { ...account, pending_plan_change: null, modified_on: nowIso() }, [
        planChangeStep(withdrawn),
      ]);
      return { modification: planChangeView(withdrawn) };
    },
  );
}

/** The operator's record of a decision, written with it (the operators' console's history). */
const operatorRecord = (
  operator: OperatorContext,
  account: AccountItem,
  action: 'approve_plan_change' | 'refuse_plan_change',
  reason: string,
  changeId: string,
): TransactionStep =>
  operatorActionStep({
    id: newId(),
    account_id: account.id,
    action,
    operator_id: operator.operatorId,
    operator_name: operator.operatorName,
    at: nowIso(),
    reason,
    plan_change_id: changeId,
  });

/** The change an operator decides: the account's pending one, still waiting for a decision. */
async function changeAwaitingDecision(accountId: string, changeId: string) {
  const account = await accountOf(accountId);
  const change = await pendingChangeOf(account);
  if (!change || change.id !== changeId || change.status !== 'waiting_approval') throw new AppError('no_plan_change');
  return { account, change };
}

/**
 * An operator approves a pending change: one to take effect now does at once (the new plan, its
 * prorated current month charged or credited); one for the month's end is marked approved and
 * waits for the month end (`applyApprovedMonthEndChange`). The user is e-mailed.
 */
export async function approvePlanChange(
  operator: OperatorContext,
  input: { accountId: string; changeId: string; reason: string },
): Promise<PlanChangeView> {
  const now = await billingNow();
  const decided = await overFreshRead(
    () => changeAwaitingDecision(input.accountId, input.changeId),
    async ({ account, change }) => {
      const approved: PlanChangeItem = {
        ...change,
        status: 'approved',
        decided_on: now.toISOString(),
        decided_by: operator.operatorName,
        reason: input.reason || null,
      };
      const record = operatorRecord(operator, account, 'approve_plan_change', input.reason, change.id);
      if (change.effective === 'now') return completePlanChange(account, approved, now, [record]);
      const next: AccountItem = {
        ...account,
        pending_plan_change: { ...account.pending_plan_change!, approved: true },
        modified_on: nowIso(),
      };
      await saveAccountWith(table(), account, next, [planChangeStep(approved), record]);
      return { account: next, change: approved };
    },
  );
  await mailPlanDecision(decided.account, {
    kind: 'plan_change_approved',
    toPlan: decided.change.to_plan,
    effective: decided.change.effective,
  });
  return planChangeView(decided.change);
}

/** An operator refuses a pending change, with the reason the user is e-mailed; the plan stays. */
export async function refusePlanChange(
  operator: OperatorContext,
  input: { accountId: string; changeId: string; reason: string },
): Promise<PlanChangeView> {
  const now = (await billingNow()).toISOString();
  const decided = await overFreshRead(
    () => changeAwaitingDecision(input.accountId, input.changeId),
    async ({ account, change }) => {
      const refused: PlanChangeItem = {
        ...change,
        status: 'refused',
        decided_on: now,
        decided_by: operator.operatorName,
        reason: input.reason,
      };
      const next: AccountItem = { ...account, pending_plan_change: null, modified_on: nowIso() };
      await saveAccountWith(table(), account, next, [
        planChangeStep(refused),
        operatorRecord(operator, account, 'refuse_plan_change', input.reason, change.id),
      ]);
      return { account: next, change: refused };
    },
  );
  await mailPlanDecision(decided.account, {
    kind: 'plan_change_refused',
    toPlan: decided.change.to_plan,
    reason: input.reason,
  });
  return planChangeView(decided.change);
}

/** The id of the invoice that charges a change's prorated month: derived, so a retry finds it issued. */
export const planChangeInvoiceId = (accountId: string, changeId: string): string =>
  createHash('sha256').update(`${accountId}#PLAN_CHANGE#${changeId}`).digest('hex').slice(0, 24);

/**
 * The change takes effect (docs/billing.md "Plan changes"): the account's plan and permission keys
 * become the new plan's. Taking effect during a month (`now`), the month's subscription is first
 * billed as the old plan's (the month end then finds it billed), and the prorated difference for the
 * days left is a credit in the month's ledger (written with the new plan) or, when the new plan
 * costs more, an invoice issued and charged at once: the seed's "a pending change requires paying the
 * prorated current month". At a month end nothing is prorated: the new plan begins with the month.
 */
async function completePlanChange(
  account: AccountItem,
  change: PlanChangeItem,
  now: Date,
  others: readonly TransactionStep[],
): Promise<{ account: AccountItem; change: PlanChangeItem }> {
  const today = now.toISOString().slice(0, 10);
  const month = billingMonthOf(now);
  const atMonthEnd = change.effective === 'month_end';
  const proration = atMonthEnd ? 0 : planChangeProration(change.from_plan, change.to_plan, today).cents;
  if (!atMonthEnd) await billOldPlanMonth(account.id, change.from_plan, month, now);
  const invoiceId = proration > 0 ? planChangeInvoiceId(account.id, change.id) : null;
  const completed: PlanChangeItem = {
    ...change,
    status: 'completed',
    effective_on: atMonthEnd ? `${month}-01` : today,
    proration_cents: proration,
    invoice_id: invoiceId,
  };
  const next: AccountItem = {
    ...account,
    plan_key: change.to_plan,
    permissions: [...PLAN_PERMISSIONS[change.to_plan]],
    pending_plan_change: null,
    modified_on: nowIso(),
  };
  const credit =
    proration < 0
      ? [
          ledgerEntryStep({
            account_id: account.id,
            idempotency_key: ledgerIdempotencyKeys.planChange(change.id),
            item_key: 'PLAN_CHANGE',
            month,
            occurred_on: now.toISOString(),
            quantity: 1,
            unit_cents: proration,
            amount_cents: proration,
            master_id: null,
            master_title: null,
            master_unique_id: null,
            revision: null,
            sources_fingerprint: null,
          }),
        ]
      : [];
  await saveAccountWith(table(), account, next, [planChangeStep(completed), ...credit, ...others]);
  if (invoiceId) await chargeProration(next, completed, invoiceId, proration, today, month);
  return { account: next, change: completed };
}

/**
 * The month's subscription as the old plan's, written before the plan changes (the month end's own
 * entry, which it then finds written). Written even at $0 (pay per use, broadcasters): otherwise the
 * month end would bill the new plan's whole month on top of the prorated days.
 */
async function billOldPlanMonth(accountId: string, plan: PlanKey, month: string, now: Date): Promise<void> {
  await appendLedgerEntry(table(), {
    ...subscriptionLine(plan),
    account_id: accountId,
    idempotency_key: ledgerIdempotencyKeys.subscription(month),
    month,
    occurred_on: now.toISOString(),
    revision: null,
    sources_fingerprint: null,
  });
}

/**
 * The prorated difference as its own invoice, issued now, announced and charged to the primary card
 * at once (the collection's first try; a decline leaves it open for the retries and the payment
 * gates, like any invoice). A failure after the plan changed is logged: the change stands.
 */
async function chargeProration(
  account: AccountItem,
  change: PlanChangeItem,
  invoiceId: string,
  cents: number,
  today: string,
  month: string,
): Promise<InvoiceItem | undefined> {
  try {
    const invoice = await issueAccountInvoice(account, {
      id: invoiceId,
      month,
      today,
      taxDate: today,
      lines: [
        {
          item_key: 'PLAN_CHANGE',
          quantity: 1,
          unit_cents: cents,
          amount_cents: cents,
          master_id: null,
          master_title: null,
          master_unique_id: null,
        },
      ],
    });
    if (!invoice) return undefined;
    await mailInvoiceReady(invoice);
    await collectInvoice(invoice, today);
    return invoice;
  } catch (error) {
    logger.error('Plan change made but its prorated month not invoiced or charged', {
      accountId: account.id,
      changeId: change.id,
      error: String(error),
    });
    return undefined;
  }
}

/**
 * The month end's part (`runMonthEnd`, after it finalised the month that closed): an approved change
 * for the month's end takes effect, the new plan from the new month's first day. A change approved
 * after a month closed waits for the next one.
 */
export async function applyApprovedMonthEndChange(account: AccountItem, closedMonth: string): Promise<void> {
  if (!account.pending_plan_change?.approved || account.pending_plan_change.effective !== 'month_end') return;
  const change = await pendingChangeOf(account);
  if (!change || change.status !== 'approved' || (change.decided_on ?? '').slice(0, 7) > closedMonth) return;
  const firstOfNewMonth = new Date(`${nextMonth(closedMonth)}-01T00:00:00Z`);
  await completePlanChange(account, change, firstOfNewMonth, []);
}
