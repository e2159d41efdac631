import { billingNow } from '../clock/billing-clock.ts';
import type { BillingDay } from './storage-bands.ts';

/** Today for billing, as a UTC day of the billing clock (which the local cloud and the tests move forward). */
export const billingToday = async (): Promise<BillingDay> => (await billingNow()).toISOString().slice(0, 10);
