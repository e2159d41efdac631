import { getInvoice, listLedgerEntriesOfMonth, type AccountItem } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { completedRunOn, givenMaster } from '../../testing/masters.ts';
import { billingMonthOf, billingNow, nextMonth } from '../../billing-access/billing-clock.ts';
import { billCompletedRun } from '../ledger/ledger.ts';
import { finaliseMonthOf, paysSubscriptionFor } from './finalise.ts';

useFakePorts();

/** A partner studio (the test accounts are in Montréal, QC) that made one TV master this month. */
async function studioWithOneTvMaster() {
  const studio = await givenAccount('partner_studio');
  await billCompletedRun(completedRunOn(await givenMaster(studio, { type: 'PUB_TV_WEB' })));
  return studio;
}

describe('Month-end finalisation', () => {
  it('numbers the invoices of accounts finalising at once from one gapless sequence', async () => {
    // Prepare
    const month = billingMonthOf(await billingNow());
    const studios = await Promise.all(Array.from({ length: 6 }, studioWithOneTvMaster));

    // Act
    const invoices = await Promise.all(studios.map((studio) => finaliseMonthOf(studio.account.id, month)));

    // Assess
    const numbers = invoices.map((invoice) => invoice!.number).sort((a, b) => a - b);
    const first = numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: 6 }, (_, at) => first + at));
  });

  it('issues one invoice for a month however many finalisations run at once', async () => {
    // Prepare
    const month = billingMonthOf(await billingNow());
    const studio = await studioWithOneTvMaster();

    // Act
    const invoices = await Promise.all(Array.from({ length: 4 }, () => finaliseMonthOf(studio.account.id, month)));

    // Assess
    expect(new Set(invoices.map((invoice) => invoice!.number)).size).toBe(1);
    expect(new Set(invoices.map((invoice) => invoice!.id)).size).toBe(1);
  });

  it('bills the subscription and the master, taxed in Quebec line by line, due in 15 days', async () => {
    // Prepare
    const month = billingMonthOf(await billingNow());
    const studio = await studioWithOneTvMaster();

    // Act
    const issued = await finaliseMonthOf(studio.account.id, month);

    // Assess: $79 (GST 3.95, QST 7.88) + $99 (GST 4.95, QST 9.88)
    const invoice = await getInvoice(table(), issued!.id);
    expect(
      invoice?.lines.map((line) => [line.item_key, line.amount_cents, line.taxes.map((tax) => tax.amount_cents)]),
    ).toEqual([
      ['MASTER', 7900, [395, 788]],
      ['SUBSCRIPTION', 9900, [495, 988]],
    ]);
    expect(invoice).toMatchObject({ status: 'open', subtotal_cents: 17800, tax_cents: 2666, total_cents: 20466 });
    expect(Date.parse(invoice!.due_on) - Date.parse(invoice!.issued_on)).toBe(15 * 86_400_000);
  });

  it('bills a master completed after its month was closed in the next month, never in the issued invoice', async () => {
    // Prepare: the month is closed, then a run of that month completes
    const month = billingMonthOf(await billingNow());
    const studio = await studioWithOneTvMaster();
    const issued = await finaliseMonthOf(studio.account.id, month);

    // Act
    await billCompletedRun(completedRunOn(await givenMaster(studio, { type: 'PUB_TV_WEB' })));

    // Assess
    const [closed, later] = await Promise.all([
      listLedgerEntriesOfMonth(table(), studio.account.id, month),
      listLedgerEntriesOfMonth(table(), studio.account.id, nextMonth(month)),
    ]);
    expect((await getInvoice(table(), issued!.id))?.lines.filter((line) => line.item_key === 'MASTER')).toHaveLength(1);
    expect(closed.filter((entry) => entry.item_key === 'MASTER')).toHaveLength(1);
    expect(later.map((entry) => entry.item_key)).toEqual(['MASTER']);
  });

  it('issues nothing for a month that costs nothing', async () => {
    // Prepare
    const month = billingMonthOf(await billingNow());
    const broadcaster = await givenAccount('broadcaster');

    // Act
    const invoice = await finaliseMonthOf(broadcaster.account.id, month);

    // Assess
    expect(invoice).toBeNull();
  });

  it('bills the subscription only for a month the account existed and was in use', () => {
    // Prepare
    const account = (status: AccountItem['status'], createdOn: string) =>
      ({ status, created_on: createdOn }) as AccountItem;

    // Act
    const pays = [
      account('active', '2026-10-05T10:00:00.000Z'),
      account('active', '2026-10-31T23:59:00.000Z'),
      account('active', '2026-11-01T00:10:00.000Z'),
      account('cancelled', '2026-01-01T00:00:00.000Z'),
      account('waiting_approval', '2026-01-01T00:00:00.000Z'),
    ].map((each) => paysSubscriptionFor(each, '2026-10'));

    // Assess: created after the month, cancelled or not yet approved pays no subscription for it
    expect(pays).toEqual([true, true, false, false, false]);
  });
});
