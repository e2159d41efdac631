import { runMonthEnd } from '@masterport/core/billing';

/**
 * The month end (docs/billing.md, "Invoices"), on a schedule: EventBridge Scheduler on the 1st of
 * each month in AWS, the local cloud's month-end action locally. It issues every account's invoice
 * of the month before the billing clock's; each finalisation is idempotent, so a retried or doubled
 * invocation issues nothing twice. Accounts that failed are logged and make the run fail, so the
 * schedule retries it.
 */
export async function handler(): Promise<{ month: string; issued: number; failed: number }> {
  const result = await runMonthEnd();
  if (result.failed > 0) throw new Error(`Month end ${result.month}: ${result.failed} accounts not finalised`);
  return result;
}
