import { CAD, dinero, halfUp, multiply, toSnapshot, transformScale } from 'dinero.js';

/**
 * Canadian sales tax on what Masterport sells (docs/billing.md, "Taxes"). The place of supply is the
 * billing address's province; rates are effective-dated, so an invoice finalised today for an earlier
 * month still takes the rate in force on its tax date, and each line keeps the rates it was taxed at.
 */

/** One tax a line carries: GST, HST or QST, at a rate in parts per 100,000 (QST's 9.975 % is 9975). */
export type TaxKind = 'GST' | 'HST' | 'QST';
export interface TaxRate {
  readonly kind: TaxKind;
  readonly ratePer100k: number;
}

/** A dated rate: in force from `from` (a calendar date, inclusive) until the next entry of the same province. */
interface DatedRates {
  readonly from: string;
  readonly rates: readonly TaxRate[];
}

const GST: TaxRate = { kind: 'GST', ratePer100k: 5000 };
const hst = (percent: number): TaxRate => ({ kind: 'HST', ratePer100k: percent * 1000 });
const QST: TaxRate = { kind: 'QST', ratePer100k: 9975 };
/** Before any date we bill: every table starts here. */
const SINCE_ALWAYS = '2000-01-01';
const gstOnly: readonly DatedRates[] = [{ from: SINCE_ALWAYS, rates: [GST] }];

/** The provinces and territories (ISO 3166-2 codes after "CA-"), each with its dated rates, oldest first. */
const RATES_BY_PROVINCE: Readonly<Record<string, readonly DatedRates[]>> = {
  AB: gstOnly,
  BC: gstOnly,
  MB: gstOnly,
  SK: gstOnly,
  NT: gstOnly,
  NU: gstOnly,
  YT: gstOnly,
  ON: [{ from: SINCE_ALWAYS, rates: [hst(13)] }],
  NB: [{ from: SINCE_ALWAYS, rates: [hst(15)] }],
  NL: [{ from: SINCE_ALWAYS, rates: [hst(15)] }],
  PE: [{ from: SINCE_ALWAYS, rates: [hst(15)] }],
  NS: [
    { from: SINCE_ALWAYS, rates: [hst(15)] },
    { from: '2025-04-01', rates: [hst(14)] },
  ],
  QC: [{ from: SINCE_ALWAYS, rates: [GST, QST] }],
};

/** Where the customer is, as its billing address says: an ISO country code and subdivision code. */
export interface TaxPlace {
  readonly country: string;
  readonly state: string;
}

/**
 * The taxes in force for a customer on a date (YYYY-MM-DD). A customer outside Canada pays none (an
 * export of a service); a Canadian address without a known province pays GST, the federal minimum.
 */
export function taxRatesFor(place: TaxPlace, onDate: string): readonly TaxRate[] {
  if (place.country.toUpperCase() !== 'CA') return [];
  const dated = RATES_BY_PROVINCE[place.state.toUpperCase()] ?? gstOnly;
  const inForce = dated.filter((entry) => entry.from <= onDate).at(-1);
  return inForce?.rates ?? [];
}

/** A tax as charged on one line: which, at what rate, how much. */
export interface LineTax extends TaxRate {
  readonly amountCents: number;
}

/**
 * The taxes of one line: each rate applied to the line's amount and rounded half up to the cent, per
 * line and per tax (docs/billing.md): the invoice's tax total is the sum of its lines' taxes, so what
 * a line shows always adds up to what is charged. A credit (negative amount) rounds away from zero the
 * same way, so a credit note mirrors the line it corrects to the cent.
 */
export function taxLine(amountCents: number, rates: readonly TaxRate[]): LineTax[] {
  return rates.map((rate) => ({ ...rate, amountCents: taxCents(amountCents, rate.ratePer100k) }));
}

function taxCents(amountCents: number, ratePer100k: number): number {
  const magnitude = Math.abs(amountCents);
  const taxed = multiply(dinero({ amount: magnitude, currency: CAD }), { amount: ratePer100k, scale: 5 });
  const rounded = toSnapshot(transformScale(taxed, 2, halfUp)).amount;
  return amountCents < 0 ? -rounded : rounded;
}
