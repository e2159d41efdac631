import * as z from 'zod';
import { billingToday, dayBefore, meterStorageForDay } from '@masterport/core/billing/storage-metering';

/** A day to meter again by hand (a catch-up after an outage); the schedule sends none. */
const eventSchema = z.object({ day: z.iso.date().optional() }).loose();

/**
 * The daily storage metering (docs/billing-metering.md), on a schedule: EventBridge Scheduler once
 * a day in AWS, a timer in the local cloud. It meters yesterday (billing time) for every account
 * holding metered files, from their counters; a day already metered is left as it is, so a retried
 * or doubled invocation writes nothing twice.
 */
export async function handler(
  event: unknown = {},
): Promise<{ day: string; accounts: number; written: number; failed: number }> {
  const day = eventSchema.parse(event ?? {}).day ?? dayBefore(await billingToday());
  const result = await meterStorageForDay(day);
  // Accounts that failed make the invocation fail, so the schedule retries; the metered ones are kept.
  if (result.failed > 0) throw new Error(`Storage of ${day}: ${result.failed} accounts not metered`);
  return { day, ...result };
}
