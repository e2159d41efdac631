import { describe, expect, it } from 'vitest';
import { INVOICE_ITEM_NAMES } from '@masterport/contract';
import { itemName, lineQuantity, statusName, taxAtRate } from './invoice-words.ts';
import { lineKeys } from './line-keys.ts';

const noMaster = { master_id: null, master_title: null, master_unique_id: null, unit_cents: 0, amount_cents: 0 };

describe('An invoice line in the reader’s words', () => {
  it('names items, statuses and taxes as the PDF does, and writes quantities for the locale', () => {
    // Prepare
    const storage = { item_key: 'STORAGE_90DAYS' as const, quantity: 1234.5 };
    const master = { item_key: 'MASTER' as const, quantity: 2 };

    // Act
    const written = [
      itemName(master, 'fr'),
      itemName(storage, 'en'),
      statusName('not_paid', 'fr'),
      lineQuantity(storage, 'en'),
      lineQuantity(storage, 'fr').replace(/[\u00a0\u202f]/g, ' '),
      lineQuantity(master, 'fr'),
      taxAtRate({ kind: 'QST', rate_percent: 9.975 }, 'fr'),
      taxAtRate({ kind: 'HST', rate_percent: 13 }, 'en'),
    ];

    // Assess
    expect(written).toEqual([
      INVOICE_ITEM_NAMES.fr.MASTER,
      INVOICE_ITEM_NAMES.en.STORAGE_90DAYS,
      'Non payée',
      '1,234.50 GB-months',
      '1 234,50 Go-mois',
      '2',
      'TVQ 9,975 %',
      'HST 13 %',
    ]);
  });

  it('keys the statement’s rows uniquely and the same way on every read', () => {
    // Prepare: a master's two revisions, two lines of one item without a master, the subscription to come
    const lines = [
      { ...noMaster, item_key: 'SUBSCRIPTION' as const, quantity: 1, at_month_end: true },
      { ...noMaster, item_key: 'REVISION' as const, quantity: 1, master_id: 'm1', at_month_end: false },
      { ...noMaster, item_key: 'REVISION' as const, quantity: 1, master_id: 'm1', at_month_end: false },
      { ...noMaster, item_key: 'OTHER' as const, quantity: 1, at_month_end: false },
      { ...noMaster, item_key: 'OTHER' as const, quantity: 1, at_month_end: false },
    ];

    // Act
    const keys = lineKeys(lines);

    // Assess
    expect(new Set(keys).size).toBe(lines.length);
    expect(lineKeys(structuredClone(lines))).toEqual(keys);
  });
});
