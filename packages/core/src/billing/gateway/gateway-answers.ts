import type { ErrorCode } from '@masterport/contract';
import { AppError } from '../../errors.ts';

/**
 * What the gateway's answers mean in our error catalogue (seed 000 "Payment"). The seed's codes are
 * another processor's vocabulary; Helcim's answers are mapped onto them here, once.
 */

/**
 * A definite refusal: nothing was charged; the catalogue code says why. An AppError, so wherever it
 * surfaces (a missing configuration included) the API answers its catalogue code, never a 500.
 */
export class GatewayRefusal extends AppError {
  constructor(
    override readonly code: GatewayRefusalCode,
    readonly gatewayText: string,
  ) {
    super(code);
    this.name = 'GatewayRefusal';
  }
}

/**
 * No usable answer (a time-out, a 5xx that is no decline, a 200 without an approval): the charge may
 * or may not have happened, so it is retried with the same idempotency key, never with a new one.
 */
export class GatewayUnanswered extends AppError {
  constructor(
    override readonly code: 'system_unavailable' | 'no_receipt',
    options: { cause?: unknown } = {},
  ) {
    super(code, options);
    this.name = 'GatewayUnanswered';
  }
}

export type GatewayRefusalCode = Extract<
  ErrorCode,
  | 'card_declined'
  | 'card_expired'
  | 'insufficient_funds'
  | 'invalid_card'
  | 'invalid_cvd'
  | 'duplicate_transaction'
  | 'configuration_problem'
  | 'global_receipt_error'
  | 'preauth_full'
  | 'unauthorized_card'
  | 'visa_debit'
  | 'data_key_not_found'
  | 'cvd_invalid_code'
  | 'cvd_missing'
  | 'cvd_not_match'
  | 'cvd_not_processed'
  | 'cvd_not_supported'
>;

/**
 * Helcim's decline codes ("Transaction Declined: <code> - <text>", HTTP 500), as its test accounts
 * produce them from the CVV (shared reference, "The card gateway"). Codes not listed are declines
 * of the issuer's own: `card_declined`.
 */
const DECLINE_CODES: Readonly<Record<string, GatewayRefusalCode>> = {
  '200': 'invalid_cvd', // CVV2 mismatch
  '201': 'unauthorized_card', // pick up card
  '202': 'configuration_problem', // amount error: the amount we sent was refused
  '203': 'preauth_full', // over service limit
  '205': 'card_declined', // do not honour
  '207': 'global_receipt_error', // system error
  '208': 'duplicate_transaction',
  '209': 'card_declined', // do not honour
  '210': 'card_expired',
  '212': 'invalid_card',
  '214': 'visa_debit', // the local stand-in's Visa Debit card (an assumption: see docs/billing-cards.md)
  '222': 'global_receipt_error', // system error
  '225': 'insufficient_funds', // exceeds balance
  '229': 'card_declined', // refer to issuer
};

const DECLINE = /^Transaction Declined:\s*([A-Z0-9]+)\s*-\s*(.*)$/i;

/** The catalogue code of a gateway's decline text, or undefined when the text is no decline. */
export function declineCode(text: string): GatewayRefusalCode | undefined {
  const match = DECLINE.exec(text.trim());
  if (!match) return undefined;
  return DECLINE_CODES[match[1] ?? ''] ?? 'card_declined';
}

/**
 * The CVV check's result letter on an approved verify: M matches; the others refuse the card with
 * the seed's CVD codes. A letter the table does not know is `cvd_invalid_code`.
 */
const CVD_LETTERS: Readonly<Record<string, GatewayRefusalCode | null>> = {
  M: null,
  N: 'cvd_not_match',
  P: 'cvd_not_processed',
  S: 'cvd_missing',
  U: 'cvd_not_supported',
};

export function cvdRefusal(letter: string): GatewayRefusalCode | undefined {
  const code = CVD_LETTERS[letter.trim().toUpperCase()];
  return code === null ? undefined : (code ?? 'cvd_invalid_code');
}

/**
 * An error answer's meaning: a decline; the card token unknown to the gateway ("Failed to process
 * transaction"); our API token refused (401, 403); else no usable answer.
 */
export function errorAnswer(status: number, text: string): GatewayRefusal | GatewayUnanswered {
  const decline = declineCode(text);
  if (decline) return new GatewayRefusal(decline, text);
  if (/failed to process transaction/i.test(text)) return new GatewayRefusal('data_key_not_found', text);
  if (status >= 400 && status < 500) return new GatewayRefusal('configuration_problem', text);
  return new GatewayUnanswered('system_unavailable');
}
