import { PLAN_PERMISSIONS, PRICE_BOOK } from '@masterport/contract';
import { accountListState, getAccount, getInvoice, listLedgerEntriesOfMonth } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import type { OperatorContext } from '../../auth/operator.ts';
import { billingMonthOf, billingNow } from '../../billing-access/billing-clock.ts';
import { givenAccount, givenMember } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { finaliseMonthOf, monthInvoiceId } from '../invoices/finalise.ts';
import {
  applyApprovedMonthEndChange,
  approvePlanChange,
  refusePlanChange,
  requestPlanChange,
  withdrawPlanChange,
} from './plan-changes.ts';
import { planChangeProration } from './proration.ts';

const ports = useFakePorts();
const operator: OperatorContext = {
  operatorId: 'operator-1',
  operatorName: 'operator@masterport.test',
  token: { jti: 'token-1', exp: 0 },
};
const stateOf = async (accountId: string) => accountListState((await getAccount(table(), accountId))!)?.state;

describe('Plan changes', () => {
  it('moves the account through its lists: asked, then withdrawn or refused, back in use', async () => {
    // Prepare
    const { auth, account } = await givenAccount('content_creator');

    // Act
    const asked = await requestPlanChange(auth, { plan_key: 'partner_studio', effective: 'now' });
    const whileAsked = await stateOf(account.id);
    await withdrawPlanChange(auth);
    const afterWithdrawal = await stateOf(account.id);
    const again = await requestPlanChange(auth, { plan_key: 'pay_per_use', effective: 'month_end' });
    await refusePlanChange(operator, { accountId: account.id, changeId: again.modification.id, reason: 'Not now.' });

    // Assess
    expect(asked.modification.status).toBe('waiting_approval');
    expect([whileAsked, afterWithdrawal, await stateOf(account.id)]).toEqual([
      'plan_change_pending',
      'active',
      'active',
    ]);
    expect((await getAccount(table(), account.id))!.plan_key).toBe('content_creator');
    expect(ports.mails.sent.at(-1)?.subject).toBe('Your plan change was not approved');
  });

  it('refuses a member who is not the primary user', async () => {
    // Prepare
    const given = await givenAccount('content_creator');
    const member = await givenMember(given, ['billing']);

    // Act
    const asked = requestPlanChange(member, { plan_key: 'partner_studio', effective: 'now' });

    // Assess
    await expect(asked).rejects.toMatchObject({ code: 'not_primary_user' });
  });

  it('credits a cheaper plan now: the month stays the old plan’s, less the new one’s days left, the keys the new plan’s', async () => {
    // Prepare
    const { auth, account } = await givenAccount('partner_studio');
    const { modification } = await requestPlanChange(auth, { plan_key: 'content_creator', effective: 'now' });

    // Act
    await approvePlanChange(operator, { accountId: account.id, changeId: modification.id, reason: '' });

    // Assess
    const now = await billingNow();
    const month = billingMonthOf(now);
    const changed = (await getAccount(table(), account.id))!;
    const credit = planChangeProration('partner_studio', 'content_creator', now.toISOString().slice(0, 10)).cents;
    const ledger = await listLedgerEntriesOfMonth(table(), account.id, month);
    expect([changed.plan_key, changed.permissions]).toEqual(['content_creator', [...PLAN_PERMISSIONS.content_creator]]);
    expect(ledger.map((entry) => [entry.item_key, entry.amount_cents]).sort()).toEqual([
      ['PLAN_CHANGE', credit],
      ['SUBSCRIPTION', PRICE_BOOK.partner_studio.subscriptionCents],
    ]);
    expect(credit).toBeLessThan(0);
    const invoice = await getInvoice(table(), (await finaliseMonthOf(account.id, month))!.id);
    expect(invoice!.subtotal_cents).toBe(PRICE_BOOK.partner_studio.subscriptionCents + credit);
  });

  it('takes a month-end change after the month is billed on the old plan, with nothing prorated', async () => {
    // Prepare
    const { auth, account } = await givenAccount('content_creator');
    const { modification } = await requestPlanChange(auth, { plan_key: 'partner_studio', effective: 'month_end' });
    await approvePlanChange(operator, { accountId: account.id, changeId: modification.id, reason: '' });
    const month = billingMonthOf(await billingNow());
    const approved = (await getAccount(table(), account.id))!;

    // Act
    await finaliseMonthOf(account.id, month);
    await applyApprovedMonthEndChange(approved, month);

    // Assess
    const invoice = await getInvoice(table(), monthInvoiceId(account.id, month));
    expect(approved.plan_key).toBe('content_creator');
    expect(invoice!.lines.map((line) => [line.item_key, line.amount_cents])).toEqual([
      ['SUBSCRIPTION', PRICE_BOOK.content_creator.subscriptionCents],
    ]);
    expect((await getAccount(table(), account.id))!.plan_key).toBe('partner_studio');
    expect(await stateOf(account.id)).toBe('active');
  });
});
