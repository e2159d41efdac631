import { describe, expect, it } from 'vitest';
import { taxLine, taxRatesFor } from './canadian-tax.ts';

const ratesIn = (state: string, onDate = '2026-11-01') =>
  taxRatesFor({ country: 'CA', state }, onDate).map((rate) => `${rate.kind} ${rate.ratePer100k / 1000}`);

describe('Canadian sales tax', () => {
  it('charges each province and territory its own tax', () => {
    // Prepare
    const expected: Record<string, string[]> = {
      AB: ['GST 5'],
      BC: ['GST 5'],
      MB: ['GST 5'],
      SK: ['GST 5'],
      NT: ['GST 5'],
      NU: ['GST 5'],
      YT: ['GST 5'],
      ON: ['HST 13'],
      NB: ['HST 15'],
      NL: ['HST 15'],
      PE: ['HST 15'],
      NS: ['HST 14'],
      QC: ['GST 5', 'QST 9.975'],
    };

    // Act
    const charged = Object.fromEntries(Object.keys(expected).map((state) => [state, ratesIn(state)]));

    // Assess
    expect(charged).toEqual(expected);
  });

  it('takes Nova Scotia at 15 % until 2025-03-31 and at 14 % from 2025-04-01', () => {
    // Act
    const lastDayAt15 = ratesIn('NS', '2025-03-31');
    const firstDayAt14 = ratesIn('NS', '2025-04-01');

    // Assess
    expect(lastDayAt15).toEqual(['HST 15']);
    expect(firstDayAt14).toEqual(['HST 14']);
  });

  it('charges no tax outside Canada, and GST where a Canadian address names no known province', () => {
    expect(taxRatesFor({ country: 'US', state: 'NY' }, '2026-11-01')).toEqual([]);
    expect(ratesIn('')).toEqual(['GST 5']);
  });

  it('charges Quebec GST and QST side by side on the same amount, each rounded on the line', () => {
    // Prepare: $79.00 in Quebec: GST 3.95, QST 7.880 25 -> 7.88
    const rates = taxRatesFor({ country: 'CA', state: 'QC' }, '2026-11-01');

    // Act
    const taxes = taxLine(7900, rates);

    // Assess
    expect(taxes.map((tax) => [tax.kind, tax.amountCents])).toEqual([
      ['GST', 395],
      ['QST', 788],
    ]);
  });

  it('rounds each line half up to the cent, and a credit the same way below zero', () => {
    // Prepare: 10 cents at 5 % is half a cent; $10.01 at 9.975 % is 99.85 cents; 30 cents at 13 % is 3.9
    const gst = taxRatesFor({ country: 'CA', state: 'AB' }, '2026-11-01');
    const qst = taxRatesFor({ country: 'CA', state: 'QC' }, '2026-11-01').filter((rate) => rate.kind === 'QST');
    const hst = taxRatesFor({ country: 'CA', state: 'ON' }, '2026-11-01');

    // Act
    const halfCent = taxLine(10, gst)[0]?.amountCents;
    const qstOnTenOne = taxLine(1001, qst)[0]?.amountCents;
    const hstOnThirty = taxLine(30, hst)[0]?.amountCents;
    const creditHalfCent = taxLine(-10, gst)[0]?.amountCents;

    // Assess
    expect([halfCent, qstOnTenOne, hstOnThirty, creditHalfCent]).toEqual([1, 100, 4, -1]);
  });
});
