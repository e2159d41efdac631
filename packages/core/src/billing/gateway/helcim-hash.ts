import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * JSON as PHP's `json_encode` writes it with its default flags, which HelcimPay.js's answer hash is
 * computed over: `/` escaped as `\/`, every character beyond ASCII as `\uXXXX` (UTF-16, lower-case
 * hex). JSON.stringify already writes the same short escapes and `\u00xx` control characters.
 */
export function phpJsonEncode(value: unknown): string {
  return JSON.stringify(value)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The hash HelcimPay.js sends with its answer: sha256 of the JSON of `data` followed by the session's secret. */
export const answerHash = (data: unknown, secretToken: string): string =>
  createHash('sha256')
    .update(phpJsonEncode(data) + secretToken)
    .digest('hex');

/** True when the form's answer was made by the gateway for this session (compared in constant time). */
export function answerHashMatches(data: unknown, hash: string, secretToken: string): boolean {
  const expected = Buffer.from(answerHash(data, secretToken), 'hex');
  const given = Buffer.from(hash, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
