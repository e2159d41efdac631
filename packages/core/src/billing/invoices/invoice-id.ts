import { createHash } from 'node:crypto';

/** The id of an account's invoice for a month: derived, so a finalisation run again finds it issued. */
export const monthInvoiceId = (accountId: string, month: string): string =>
  createHash('sha256').update(`${accountId}#${month}`).digest('hex').slice(0, 24);
