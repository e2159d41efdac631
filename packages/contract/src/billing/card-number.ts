/**
 * What looks like a payment card number (a PAN) in a request: card data must never reach our API,
 * its logs or its table (docs/billing-cards.md). The SPA never sends one (the card form is the
 * gateway's iframe); a request that carries one is refused before it is parsed or logged.
 *
 * A candidate is a run of 13 to 19 digits, optionally grouped by single spaces or dashes as people
 * type them ("4124 9399 9999 9990"), that passes the Luhn check and starts with 2 to 6, the
 * industry digits of the card networks (Mastercard 2 and 5, Amex and Diners 3, Visa 4, Discover
 * and UnionPay 6). The first digit keeps a 13-digit epoch time in milliseconds (it starts with 1
 * until 2033) from being taken for a card one time in ten.
 */
// Groups of at least four digits, as every network prints them (4-4-4-4, Amex 4-6-5): a dash between
// short numbers ("owner-3-1795744627123-5") does not join them into one. A run touching a letter is
// part of a token, not a card someone typed: the gateway's own answer carries a SHA-256 in hex, whose
// decimal runs passed as cards about once in a hundred saves.
const CANDIDATE = /(?<![\dA-Za-z])\d{4,}(?:[ -]\d{4,})*(?![\dA-Za-z])/g;
const CARD_LENGTHS = { min: 13, max: 19 };

/** The Luhn (mod 10) check every card network's numbers pass. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isCardNumber(candidate: string): boolean {
  const digits = candidate.replace(/[ -]/g, '');
  return (
    /^[2-6]\d+$/.test(digits) &&
    digits.length >= CARD_LENGTHS.min &&
    digits.length <= CARD_LENGTHS.max &&
    passesLuhn(digits)
  );
}

/** True when some run of digits in the text is a card number. */
export function containsCardNumber(text: string): boolean {
  for (const match of text.matchAll(CANDIDATE)) if (someGroupsFormACard(match[0].split(/[ -]/))) return true;
  return false;
}

/**
 * Whether some consecutive groups of a run are a card: a card typed beside another number ("1234
 * 4124 9399 9999 9990", a card then its expiry or CVV) is one window of the run, not the whole run.
 */
function someGroupsFormACard(groups: readonly string[]): boolean {
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length <= CARD_LENGTHS.max; last += 1) {
      digits += groups[last];
      if (isCardNumber(digits)) return true;
    }
  }
  return false;
}
