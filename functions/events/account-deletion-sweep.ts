import { sweepAccountDeletions } from '@masterport/core/account-archive';

/**
 * The daily sweep of cancelled accounts (docs/billing.md, "Cancellation and the data archive"), on a
 * schedule: each cancellation whose 30 days are over loses its archive and, when asked, its data.
 * A retried invocation deletes nothing twice (each deletion is recorded).
 */
export async function handler(): Promise<{ deleted: number }> {
  return sweepAccountDeletions();
}
