import { INVOICES_PAGE_SIZE, PRICE_BOOK } from '@masterport/contract';
import { markInvoicePaid, setAccountStatus } from '@masterport/data';
import { describe, expect, it } from 'vitest';
import { table } from '../../adapters/db.ts';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { completedRunOn, givenMaster } from '../../testing/masters.ts';
import { billingMonthOf, billingNow, nextMonth } from '../../billing-access/billing-clock.ts';
import { billCompletedRun } from '../ledger/ledger.ts';
import { finaliseMonthOf } from './finalise.ts';
import {
  accountStatement,
  invoiceDetails,
  invoicePdfFile,
  invoicesList,
  paymentStatus,
  unpaidInvoices,
} from './invoice-views.ts';

useFakePorts();

describe('The statement and the invoices', () => {
  it('shows the month so far, then the issued invoice unpaid, to its account only', async () => {
    // Prepare
    const studio = await givenAccount('partner_studio');
    const stranger = await givenAccount('partner_studio');
    const master = await givenMaster(studio, { type: 'PUB_TV_WEB' });
    await billCompletedRun(completedRunOn(master));

    // Act
    const statement = await accountStatement(studio.auth);
    const invoice = await finaliseMonthOf(studio.account.id, billingMonthOf(await billingNow()));
    const [list, unpaid, details] = await Promise.all([
      invoicesList(studio.auth, 1),
      unpaidInvoices(studio.auth),
      invoiceDetails(studio.auth, invoice!.id),
    ]);

    // Assess
    // The month's subscription shows before the month end bills it, so the running total is the invoice's.
    expect(
      statement.account_statement.lines.map((line) => [line.item_key, line.master_title, line.at_month_end]),
    ).toEqual([
      ['SUBSCRIPTION', null, true],
      ['MASTER', master.title, false],
    ]);
    expect(statement.account_statement.subtotal_cents).toBe(PRICE_BOOK.partner_studio.subscriptionCents + 7900);
    expect(invoice!.subtotal_cents).toBe(statement.account_statement.subtotal_cents);
    expect(list.invoices.map((row) => [row.number, row.status])).toEqual([[invoice!.number, 'not_paid']]);
    expect(unpaid.balance_cents).toBe(invoice!.total_cents);
    expect(details.invoice.tax_totals.map((tax) => [tax.kind, tax.rate_percent])).toEqual([
      ['GST', 5],
      ['QST', 9.975],
    ]);
    await expect(invoiceDetails(stranger.auth, invoice!.id)).rejects.toMatchObject({ code: 'data_restriction' });
    await expect(invoicePdfFile(stranger.auth, invoice!.id)).rejects.toMatchObject({ code: 'data_restriction' });
    await expect(invoiceDetails(studio.auth, 'unknowninvoice0000000000')).rejects.toMatchObject({
      code: 'no_invoice',
    });
  });

  it('shows no subscription on a plan without one, nor for an account not yet in use', async () => {
    // Prepare
    const payPerUse = await givenAccount('pay_per_use');
    const waiting = await givenAccount('partner_studio');
    await setAccountStatus(table(), waiting.account.id, 'waiting_approval');

    // Act
    const statements = await Promise.all([accountStatement(payPerUse.auth), accountStatement(waiting.auth)]);

    // Assess
    expect(statements.map((statement) => statement.account_statement.lines)).toEqual([[], []]);
  });

  it('pages the invoices from the table, one page after another, by payment status too', async () => {
    // Prepare: a subscription a month makes an invoice a month, one page and one more.
    const studio = await givenAccount('partner_studio');
    const issued = [];
    for (let month = '2040-01'; issued.length <= INVOICES_PAGE_SIZE; month = nextMonth(month))
      issued.push((await finaliseMonthOf(studio.account.id, month))!);
    await markInvoicePaid(table(), issued[0]!.id, '2040-02-10');

    // Act
    const [first, second, third, paid, notPaid, overdue] = await Promise.all([
      invoicesList(studio.auth, 1),
      invoicesList(studio.auth, 2),
      invoicesList(studio.auth, 3),
      invoicesList(studio.auth, 1, 'paid'),
      invoicesList(studio.auth, 2, 'not_paid'),
      invoicesList(studio.auth, 1, 'overdue'),
    ]);

    // Assess
    expect([first.invoices.length, first.has_more]).toEqual([INVOICES_PAGE_SIZE, true]);
    expect([second.invoices.length, second.has_more]).toEqual([1, false]);
    expect([third.invoices, third.has_more]).toEqual([[], false]);
    const numbers = [...first.invoices, ...second.invoices].map((row) => row.number);
    expect(numbers.toSorted()).toEqual(issued.map((invoice) => invoice.number).toSorted());
    expect(paid.invoices.map((row) => [row.number, row.status])).toEqual([[issued[0]!.number, 'paid']]);
    expect([notPaid.invoices.length, notPaid.has_more]).toEqual([0, false]);
    expect(overdue.invoices).toEqual([]);
  });

  it('calls an open invoice overdue from the day after its due date', () => {
    const open = { status: 'open' as const, due_on: '2026-11-16' };
    expect(paymentStatus(open, '2026-11-16')).toBe('not_paid');
    expect(paymentStatus(open, '2026-11-17')).toBe('overdue');
    expect(paymentStatus({ ...open, status: 'paid' }, '2026-12-30')).toBe('paid');
  });
});
