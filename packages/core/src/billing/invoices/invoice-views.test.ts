import { describe, expect, it } from 'vitest';
import { givenAccount } from '../../testing/accounts.ts';
import { useFakePorts } from '../../testing/fake-ports.ts';
import { completedRunOn, givenMaster } from '../../testing/masters.ts';
import { billingMonthOf, billingNow } from '../clock/billing-clock.ts';
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
    expect(statement.account_statement.lines.map((line) => [line.item_key, line.master_title])).toEqual([
      ['MASTER', master.title],
    ]);
    expect(statement.account_statement.subtotal_cents).toBe(7900);
    expect(list.invoices.map((row) => [row.number, row.status])).toEqual([[invoice!.number, 'not_paid']]);
    expect(unpaid.balance_cents).toBe(invoice!.total_cents);
    expect(details.invoice.tax_totals.map((tax) => [tax.kind, tax.rate_percent])).toEqual([
      ['GST', 5],
      ['QST', 9.975],
    ]);
    await expect(invoiceDetails(stranger.auth, invoice!.id)).rejects.toMatchObject({ code: 'no_invoice' });
    await expect(invoicePdfFile(stranger.auth, invoice!.id)).rejects.toMatchObject({ code: 'no_invoice' });
  });

  it('calls an open invoice overdue from the day after its due date', () => {
    const open = { status: 'open' as const, due_on: '2026-11-16' };
    expect(paymentStatus(open, '2026-11-16')).toBe('not_paid');
    expect(paymentStatus(open, '2026-11-17')).toBe('overdue');
    expect(paymentStatus({ ...open, status: 'paid' }, '2026-12-30')).toBe('paid');
  });
});
