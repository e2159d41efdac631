import { describe, expect, it } from 'vitest';
import { useTestTable } from '../test-table.ts';
import {
  listPaymentMethods,
  movePrimaryPaymentMethod,
  putNewPaymentMethod,
  type NewPaymentMethod,
} from './payment-method.ts';

const table = useTestTable();

const card = (accountId: string, id: string): NewPaymentMethod => ({
  id,
  account_id: accountId,
  card_token: `token-${id}`,
  customer_code: 'CST1',
  brand: 'visa',
  last_four: '9990',
  expiry_month: 1,
  expiry_year: 2030,
  billing_address: {
    name: 'Sofia Roy',
    street: '1000 Rue Sherbrooke O',
    city: 'Montréal',
    province: 'QC',
    country: 'CA',
    postal_code: 'H3A 3G4',
  },
  is_primary: false,
  created_on: `2026-11-27T00:00:0${id.length}.000Z`,
});

const primaries = async (accountId: string) =>
  (await listPaymentMethods(table.db, accountId)).filter((method) => method.is_primary).map((method) => method.id);

describe('An account’s primary card', () => {
  it('is one card when two tabs make their first cards primary at the same moment', async () => {
    // Prepare: two tabs each saved a first card
    await putNewPaymentMethod(table.db, card('two-tabs', 'a'));
    await putNewPaymentMethod(table.db, card('two-tabs', 'b'));

    // Act
    const outcomes = await Promise.allSettled([
      movePrimaryPaymentMethod(table.db, 'two-tabs', 'a', undefined),
      movePrimaryPaymentMethod(table.db, 'two-tabs', 'b', undefined),
    ]);

    // Assess
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await primaries('two-tabs')).toHaveLength(1);
  });
});
