import {
  appendLedgerEntry,
  getAccount,
  getAccountDeletion,
  ledgerIdempotencyKeys,
  listInvoicesOfAccount,
} from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { billingMonthOf, billingNow, previousMonth } from '../../billing-access/billing-clock.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { runMonthEnd } from '../invoices/month-end.ts';
import { reactivateAccount, requestCancellation, withdrawCancellation } from './cancellation.ts';

const ports = useFakePorts();

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('Cancelling an account', () => {
  it('at once: issues the month so far with its subscription, closes the account, starts its archive; a second cancellation is refused, a reactivation reopens it once', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');

    // Act
    const cancelled = await requestCancellation(studio.auth, { effective: 'now', delete_data: false });
    const again = await codeOf(requestCancellation(studio.auth, { effective: 'now', delete_data: false }));
    const reactivated = await reactivateAccount(studio.auth);
    const twice = await codeOf(reactivateAccount(studio.auth));

    // Assess
    expect(cancelled).toEqual({ status: 'cancelled', pending_cancellation: null });
    const { items: invoices } = await listInvoicesOfAccount(table(), studio.account.id, { limit: 5 });
    expect(invoices.map((invoice) => [invoice.month, invoice.lines.map((line) => line.item_key)])).toEqual([
      [billingMonthOf(await billingNow()), ['SUBSCRIPTION']],
    ]);
    expect(ports.workflow.startedOn('account-archive').map((execution) => execution.input)).toEqual([
      { account_id: studio.account.id, cancelled_on: expect.any(String) },
    ]);
    expect(again).toBe('account_cancelled');
    expect(reactivated.status).toBe('active');
    expect((await getAccountDeletion(table(), studio.account.id))?.reactivated_on).not.toBeNull();
    expect(twice).toBe('account_not_cancelled');
  });

  it('reactivated in the month of a cancellation at once: the month end bills the rest of that month on an invoice of its own, once', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    const month = billingMonthOf(await billingNow());
    await requestCancellation(studio.auth, { effective: 'now', delete_data: false });
    await reactivateAccount(studio.auth);
    const reactivatedOn = (await getAccountDeletion(table(), studio.account.id))!.reactivated_on!;
    // A TV master completed after the account came back.
    await appendLedgerEntry(table(), {
      account_id: studio.account.id,
      idempotency_key: ledgerIdempotencyKeys.master('after-reactivation'),
      item_key: 'MASTER',
      month,
      occurred_on: new Date(Date.parse(reactivatedOn) + 1000).toISOString(),
      quantity: 1,
      unit_cents: 7900,
      amount_cents: 7900,
      master_id: 'after-reactivation',
      master_title: 'Back again',
      master_unique_id: 'BACK1',
      revision: null,
      sources_fingerprint: null,
    });

    // Act
    await runMonthEnd(month);
    await runMonthEnd(month);

    // Assess
    const { items: invoices } = await listInvoicesOfAccount(table(), studio.account.id, { limit: 5 });
    expect(invoices.map((invoice) => invoice.lines.map((line) => line.item_key)).sort()).toEqual([
      ['MASTER'],
      ['SUBSCRIPTION'],
    ]);
  });

  it('at the month end: waits, closes when the month it was asked in is finalised (that invoice is the final one), not before', async () => {
    // Prepare
    const creator = await givenAccount('content_creator');
    const month = billingMonthOf(await billingNow());
    const pending = await requestCancellation(creator.auth, { effective: 'month_end', delete_data: true });

    // Act
    await runMonthEnd(previousMonth(month));
    const beforeItsMonth = await getAccount(table(), creator.account.id);
    await runMonthEnd(month);
    const afterItsMonth = await getAccount(table(), creator.account.id);

    // Assess
    expect(pending).toMatchObject({
      status: 'active',
      pending_cancellation: { effective: 'month_end', delete_data: true },
    });
    expect(beforeItsMonth?.status).toBe('active');
    expect(afterItsMonth).toMatchObject({ status: 'cancelled', pending_cancellation: null });
    expect(await getAccountDeletion(table(), creator.account.id)).toMatchObject({
      delete_data: true,
      archive_status: 'archiving',
    });
    expect(ports.workflow.startedOn('account-archive')).toHaveLength(1);
  });

  it('withdrawn before the month end: the month end leaves the account active; withdrawing twice says nothing is pending', async () => {
    // Prepare
    const creator = await givenAccount('content_creator');
    const month = billingMonthOf(await billingNow());
    await requestCancellation(creator.auth, { effective: 'month_end', delete_data: false });

    // Act
    const withdrawn = await withdrawCancellation(creator.auth);
    const twice = await codeOf(withdrawCancellation(creator.auth));
    await runMonthEnd(month);

    // Assess
    expect(withdrawn).toEqual({ status: 'active', pending_cancellation: null });
    expect(twice).toBe('no_pending_cancellation');
    expect((await getAccount(table(), creator.account.id))?.status).toBe('active');
    expect(ports.workflow.startedOn('account-archive')).toEqual([]);
  });
});
