import { describe, expect, it } from 'vitest';
import { deleteItem } from '../entity.ts';
import { keys } from '../keys.ts';
import { useTestTable } from '../test-table.ts';
import { issueInvoice, markInvoicePaid, type InvoiceItem } from './invoice.ts';
import { earliestUnpaidDueOn, getPaymentStanding, rebuildPaymentStandings } from './payment-standing.ts';

const table = useTestTable();

/** An open invoice of the account, due on `dueOn`. */
const unpaid = (accountId: string, id: string, dueOn: string) =>
  issueInvoice(table.db, {
    id,
    account_id: accountId,
    month: '2026-10',
    issued_on: '2026-11-01',
    tax_date: '2026-10-31',
    due_on: dueOn,
    status: 'open',
    paid_on: null,
    language: 'en',
    customer: {
      name: 'Standing',
      address: '10 King St W',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5H 1A1',
      country: 'CA',
    },
    gst_hst_registration: null,
    qst_registration: null,
    lines: [],
    subtotal_cents: 100,
    tax_cents: 13,
    total_cents: 113,
  });

const dueDates = async (accountId: string) =>
  [...((await getPaymentStanding(table.db, accountId))?.unpaid_invoices ?? [])].sort();

describe('An account’s payment standing', () => {
  it('follows its invoices issued and paid at the same moment: each counts once, and the earliest due blocks until paid', async () => {
    // Prepare: two invoices issued at once
    const [older, newer] = await Promise.all([
      unpaid('two-at-once', 'standing-older', '2026-11-16'),
      unpaid('two-at-once', 'standing-newer', '2026-12-16'),
    ]);
    const issued = await dueDates('two-at-once');

    // Act: the older paid twice at once (two tabs), then the newer
    const paidTwice = await Promise.all([
      markInvoicePaid(table.db, older.id, '2026-11-20'),
      markInvoicePaid(table.db, older.id, '2026-11-20'),
    ]);
    const afterOlder = await getPaymentStanding(table.db, 'two-at-once');
    await markInvoicePaid(table.db, newer.id, '2026-11-21');
    const afterBoth = await getPaymentStanding(table.db, 'two-at-once');

    // Assess
    expect(issued).toEqual(['2026-11-16#standing-older', '2026-12-16#standing-newer']);
    expect(paidTwice.filter(Boolean)).toHaveLength(1);
    expect(earliestUnpaidDueOn(afterOlder)).toBe('2026-12-16');
    expect(earliestUnpaidDueOn(afterBoth)).toBeUndefined();
    expect(afterBoth?.unpaid_invoices).toBeUndefined();
  });

  it('is written again from the open invoices by the rebuild, for a table kept from before it existed', async () => {
    // Prepare: an open invoice whose standing is lost, and a paid one
    const open: InvoiceItem = await unpaid('rebuilt', 'rebuilt-open', '2026-11-30');
    const paid = await unpaid('rebuilt', 'rebuilt-paid', '2026-11-10');
    await markInvoicePaid(table.db, paid.id, '2026-11-12');
    await deleteItem(table.db, keys.paymentStanding('rebuilt'));

    // Act
    await rebuildPaymentStandings(table.db);

    // Assess
    expect(await dueDates('rebuilt')).toEqual([`${open.due_on}#${open.id}`]);
  });
});
