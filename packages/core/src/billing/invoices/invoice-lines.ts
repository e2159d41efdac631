import {
  storageAmountCents,
  storageDiscountCents,
  STORAGE_CENTS_PER_GB_MONTH,
  type PlanKey,
} from '@masterport/contract';
import type { InvoiceLine, LedgerEntryItem } from '@masterport/data';
import { taxLine, taxRatesFor, type TaxPlace } from '../tax/canadian-tax.ts';
import type { StorageUsage } from './storage-usage.ts';

/** A line before tax: what the ledger or the metering says, priced. */
export type UntaxedLine = Omit<InvoiceLine, 'taxes'>;

const noMaster = { master_id: null, master_title: null, master_unique_id: null } as const;

/** The ledger's entries as lines, as they were priced when they happened. */
export const ledgerLines = (entries: readonly LedgerEntryItem[]): UntaxedLine[] =>
  entries.map((entry) => ({
    item_key: entry.item_key,
    quantity: entry.quantity,
    unit_cents: entry.unit_cents,
    amount_cents: entry.amount_cents,
    master_id: entry.master_id,
    master_title: entry.master_title,
    master_unique_id: entry.master_unique_id,
  }));

/**
 * The month's storage lines (GB-months to two decimals, priced by band) and, on plans with a storage
 * discount, one DISCOUNT line giving that share of them back.
 */
export function storageLines(plan: PlanKey, usage: readonly StorageUsage[]): UntaxedLine[] {
  const lines: UntaxedLine[] = usage
    .filter((band) => band.gbMonths > 0)
    .map((band) => {
      const gbMonths = Math.round(band.gbMonths * 100) / 100;
      return {
        item_key: band.key,
        quantity: gbMonths,
        unit_cents: STORAGE_CENTS_PER_GB_MONTH[band.key],
        amount_cents: storageAmountCents(band.key, gbMonths),
        ...noMaster,
      };
    });
  const discount = storageDiscountCents(
    plan,
    lines.reduce((sum, line) => sum + line.amount_cents, 0),
  );
  if (discount)
    lines.push({ item_key: 'DISCOUNT', quantity: 1, unit_cents: discount, amount_cents: discount, ...noMaster });
  return lines;
}

/** The lines taxed where the customer is, at the rates of the tax date; each tax rounded on its line. */
export const taxedLines = (lines: readonly UntaxedLine[], place: TaxPlace, taxDate: string): InvoiceLine[] => {
  const rates = taxRatesFor(place, taxDate);
  return lines.map((line) => ({
    ...line,
    taxes: taxLine(line.amount_cents, rates).map((tax) => ({
      kind: tax.kind,
      rate_per_100k: tax.ratePer100k,
      amount_cents: tax.amountCents,
    })),
  }));
};

/** The totals of taxed lines: the tax is the sum of the lines' taxes (docs/billing.md, "Rounding"). */
export function invoiceTotals(lines: readonly InvoiceLine[]) {
  const subtotal = lines.reduce((sum, line) => sum + line.amount_cents, 0);
  const tax = lines.reduce((sum, line) => sum + line.taxes.reduce((taxes, each) => taxes + each.amount_cents, 0), 0);
  return { subtotal_cents: subtotal, tax_cents: tax, total_cents: subtotal + tax };
}
