import { describe, expect, it } from 'vitest';
import { cvdRefusal, declineCode, errorAnswer, GatewayRefusal, GatewayUnanswered } from './gateway-answers.ts';

describe('what the gateway’s answers mean', () => {
  it('maps declines by their code, CVV letters to the CVD codes, and other errors to retryable or configuration problems', () => {
    // Prepare
    const declines = [
      'Transaction Declined: 225 - EXCEEDS BALANCE',
      'Transaction Declined: 210 - EXPIRED CARD',
      'transaction declined: 999 - SOMETHING NEW',
      'Transaction approved',
    ];

    // Act
    const codes = declines.map(declineCode);
    const letters = ['M', 'N', 'P', 'S', 'U', 'Z'].map(cvdRefusal);
    const answers = [
      errorAnswer(500, 'Transaction Declined: 201 - PICK UP CARD'),
      errorAnswer(500, 'Failed to process transaction'),
      errorAnswer(401, 'Unauthorized'),
      errorAnswer(503, ''),
    ];

    // Assess
    expect(codes).toEqual(['insufficient_funds', 'card_expired', 'card_declined', undefined]);
    expect(letters).toEqual([
      undefined,
      'cvd_not_match',
      'cvd_not_processed',
      'cvd_missing',
      'cvd_not_supported',
      'cvd_invalid_code',
    ]);
    expect(answers.map((answer) => [answer.constructor, answer.code])).toEqual([
      [GatewayRefusal, 'unauthorized_card'],
      [GatewayRefusal, 'data_key_not_found'],
      [GatewayRefusal, 'configuration_problem'],
      [GatewayUnanswered, 'system_unavailable'],
    ]);
  });
});
