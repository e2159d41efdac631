import * as z from 'zod';
import { runPaymentCollection } from '@masterport/core/billing/payments';

/** A day to collect again by hand (a catch-up after an outage); the schedule sends none. */
const eventSchema = z.object({ day: z.iso.date().optional() }).loose();

/**
 * The daily payment collection (docs/billing.md "Payments"), on a schedule: EventBridge Scheduler
 * every day at 03:00 UTC in AWS, after the metering and the month end; the local cloud's timer after
 * its month end. It tries every unpaid invoice whose retry has come (billing time) on the account's
 * primary card. A try is keyed by the invoice's attempt count and recorded on it, so a retried or
 * doubled invocation charges nothing twice.
 */
export async function handler(
  event: unknown = {},
): Promise<{ day: string; tried: number; paid: number; failed: number }> {
  const result = await runPaymentCollection(eventSchema.parse(event ?? {}).day);
  // Accounts that failed make the invocation fail, so the schedule retries; the others are collected.
  if (result.failed > 0) throw new Error(`Payment collection of ${result.day}: ${result.failed} accounts failed`);
  return result;
}
