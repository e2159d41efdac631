/**
 * The stand-in's test cards and CVV table: what Helcim's test accounts do (shared reference, "The
 * card gateway"), so every answer our code maps can be produced on the local cloud. The CVV typed
 * into the card form decides the result; a card saved by the form remembers it, so a purchase with
 * its token later gives the same result (how a decline at charge time is made locally).
 */

/**
 * An expiry the test cards carry, always two years ahead (MM/YY): Helcim publishes them with 01/28,
 * and a fixed date would make every card test fail the day it passes.
 */
export function testCardExpiry(now = new Date()): string {
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
}

/** Helcim's published test cards, plus one of the stand-in's own. */
export const TEST_CARDS = {
  mastercard: '5413330089099130',
  visa: '4124939999999990',
  amex: '374245001751006',
  /** The stand-in's Visa Debit card (not Helcim's: an assumption, see docs/billing-cards.md): always declined 214. */
  visaDebit: '4506440000000009',
} as const;

export type CvvResult = { approved: true; cvvLetter: string } | { approved: false; code: string; text: string };

/** CVV -> result. 100-104 approve with the CVV check's letter; 2xx decline with Helcim's code and text. */
export const CVV_TABLE: Readonly<Record<string, CvvResult>> = {
  '100': { approved: true, cvvLetter: 'M' },
  '101': { approved: true, cvvLetter: 'P' },
  '102': { approved: true, cvvLetter: 'S' },
  '103': { approved: true, cvvLetter: 'U' },
  '104': { approved: true, cvvLetter: 'N' },
  // The stand-in's own: a letter Helcim's table does not list (our `cvd_invalid_code`).
  '105': { approved: true, cvvLetter: 'X' },
  '200': { approved: false, code: '200', text: 'CVV2 MISMATCH' },
  '201': { approved: false, code: '201', text: 'PICK UP CARD' },
  '202': { approved: false, code: '202', text: 'AMOUNT ERROR' },
  '203': { approved: false, code: '203', text: 'OVER SERVICE LIMIT' },
  '205': { approved: false, code: '205', text: 'DO NOT HONOUR' },
  '207': { approved: false, code: '207', text: 'SYSTEM ERROR' },
  '208': { approved: false, code: '208', text: 'DUPLICATE TRANSACTION' },
  '209': { approved: false, code: '209', text: 'DO NOT HONOUR' },
  '210': { approved: false, code: '210', text: 'EXPIRED CARD' },
  '212': { approved: false, code: '212', text: 'INVALID CARD' },
  '222': { approved: false, code: '222', text: 'SYSTEM ERROR' },
  '225': { approved: false, code: '225', text: 'EXCEEDS BALANCE' },
  '229': { approved: false, code: '229', text: 'REFER TO ISSUER' },
};

/**
 * Declines about an amount (amount error, over the service limit, duplicate, exceeds balance): a
 * verify has no amount, so it approves such a card and its purchases are the ones declined.
 */
export const AMOUNT_DECLINE_CODES: ReadonlySet<string> = new Set(['202', '203', '208', '225']);

/** Any other CVV approves with a match. */
export const cvvResult = (cvv: string): CvvResult => CVV_TABLE[cvv] ?? { approved: true, cvvLetter: 'M' };

export const DECLINES = {
  duplicate: { approved: false, code: '208', text: 'DUPLICATE TRANSACTION' },
  expired: { approved: false, code: '210', text: 'EXPIRED CARD' },
  invalid: { approved: false, code: '212', text: 'INVALID CARD' },
  visaDebit: { approved: false, code: '214', text: 'VISA DEBIT NOT SUPPORTED' },
} as const satisfies Record<string, CvvResult>;

export const declineText = (result: { code: string; text: string }): string =>
  `Transaction Declined: ${result.code} - ${result.text}`;

/** Helcim's two-letter card types. */
export function cardType(number: string): string {
  if (/^3[47]/.test(number)) return 'AX';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'MC';
  if (/^4/.test(number)) return 'VI';
  if (/^6/.test(number)) return 'DI';
  return 'OT';
}
