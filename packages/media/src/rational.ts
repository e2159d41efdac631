/** Frame rates and aspect ratios as exact fractions: 29.97 is 30000/1001, never a float to compare. */
export interface Rational {
  readonly num: number;
  readonly den: number;
}

/** Parses "30000/1001", "16:9", "25" or "29.97"; undefined for "0/0", "N/A" or garbage. */
export function parseRational(text: string | undefined | null): Rational | undefined {
  if (text === undefined || text === null) return undefined;
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*(?:[/:]\s*(\d+(?:\.\d+)?))?\s*$/.exec(text);
  if (!match) return undefined;
  const num = Number(match[1]);
  const den = match[2] === undefined ? 1 : Number(match[2]);
  if (!Number.isFinite(num) || !Number.isFinite(den) || den === 0 || num === 0) return undefined;
  return { num, den };
}

export const toNumber = (r: Rational): number => r.num / r.den;
export const formatRational = (r: Rational, separator = '/'): string => `${r.num}${separator}${r.den}`;

/** The broadcast rates we recognise, with their usual names. */
export const RATES = {
  '23.976': { num: 24000, den: 1001 },
  '24': { num: 24, den: 1 },
  '25': { num: 25, den: 1 },
  '29.97': { num: 30000, den: 1001 },
  '30': { num: 30, den: 1 },
  '50': { num: 50, den: 1 },
  '59.94': { num: 60000, den: 1001 },
  '60': { num: 60, den: 1 },
} as const satisfies Record<string, Rational>;

export type RateName = keyof typeof RATES;

/** Names a rate when it is within 0.05 % of a known one (containers round 30000/1001 differently). */
export function rateName(rate: Rational | undefined): RateName | undefined {
  if (!rate) return undefined;
  const value = toNumber(rate);
  for (const [name, known] of Object.entries(RATES) as [RateName, Rational][]) {
    if (Math.abs(value - toNumber(known)) / toNumber(known) < 0.0005) return name;
  }
  return undefined;
}
