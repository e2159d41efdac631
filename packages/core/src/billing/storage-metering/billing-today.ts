import type { BillingDay } from './storage-bands.ts';

/**
 * Today for billing, as a UTC day. The one place metering reads the date: the billing clock the
 * local cloud and the tests move (built beside this part) replaces this body, and every caller
 * follows it.
 */
export const billingToday = (): BillingDay => new Date().toISOString().slice(0, 10);
