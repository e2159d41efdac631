import { describe, expect, it } from 'vitest';
import { containsCardNumber, passesLuhn } from './card-number.ts';

describe('card numbers in a request', () => {
  it('finds the test cards however they are typed, inside any text', () => {
    // Prepare
    const typed = [
      '5413330089099130',
      '4124 9399 9999 9990',
      '3742-450017-51006',
      '{"note":"pay with 4124939999999990 please"}',
      '{"amount":5413330089099130}',
      // Beside another number: the card is a window of the run, not the whole run.
      '1234 4124939999999990',
      '4124 9399 9999 9990 2028',
      '374245001751006 1000',
    ];

    // Act
    const found = typed.map(containsCardNumber);

    // Assess
    expect(found).toEqual(typed.map(() => true));
  });

  it('leaves alone what only looks long: a failed Luhn check, epoch milliseconds, phone numbers, ids, a masked card', () => {
    // Prepare
    const innocent = [
      '4124939999999991',
      '1764209470000',
      '{"phone":"514 555-0199","fax":"+1 (416) 555-0100"}',
      '{"id":"k3Jd9_2mQ1"}',
      '541333******9130',
      '54133300890991300',
      '2026-11-27T02:11:10.000Z',
      // A label's digit, a time and a counter joined by dashes: "3" + the rest once passed as a card.
      'owner-3-1795744627007-5@example.test',
      // Inside a token (the gateway's SHA-256 in hex): a run of digits touching letters is no card typed.
      '{"hash":"9f0c4124939999999990ab52e1"}',
      'e4124939999999990',
    ];

    // Act
    const found = innocent.map(containsCardNumber);

    // Assess
    expect(found).toEqual(innocent.map(() => false));
    expect(passesLuhn('79927398713')).toBe(true);
  });
});
