import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { answerHashMatches, phpJsonEncode } from './helcim-hash.ts';

describe('the hash of the card form’s answer', () => {
  it('is computed over the JSON PHP writes: slashes and accents escaped, the keys in the order sent', () => {
    // Prepare
    const data = {
      transactionId: '44158194',
      dateCreated: '2026-02-04 11:40:21',
      cardHolderName: 'Rémi Côté',
      url: 'a/b',
    };

    // Act
    const json = phpJsonEncode(data);
    const hash = createHash('sha256')
      .update(json + 'secret')
      .digest('hex');

    // Assess
    expect(json).toBe(
      '{"transactionId":"44158194","dateCreated":"2026-02-04 11:40:21","cardHolderName":"R\\u00e9mi C\\u00f4t\\u00e9","url":"a\\/b"}',
    );
    expect(answerHashMatches(data, hash, 'secret')).toBe(true);
    expect(answerHashMatches({ ...data, transactionId: '44158195' }, hash, 'secret')).toBe(false);
    expect(answerHashMatches(data, hash, 'another secret')).toBe(false);
    expect(answerHashMatches(data, 'abc', 'secret')).toBe(false);
  });
});
