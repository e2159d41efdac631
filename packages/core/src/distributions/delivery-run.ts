import { settledStatus } from '@masterport/contract';
import { getDistribution, listDestinations, nowIso, putDistribution, type DistributionItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailDistributionReport } from './distribution-mail.ts';

/** The scheduled time came (or the distribution was sent now): upcoming becomes ongoing. */
export async function beginDelivery(distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.distribution_type !== 'upcoming') return;
  await putDistribution(table(), { ...distribution, distribution_type: 'ongoing', modified_on: nowIso() });
}

/**
 * Writes the distribution's state by the one rule (`settledStatus`): completed only when every
 * destination is delivered (by a transfer or by hand), completed with errors when every one is done
 * and some are not delivered. Answers the settled distribution, or null while a destination is still
 * to go (a station still to give its house codes keeps it ongoing; its codes start it again).
 */
export async function settleDistribution(distribution: DistributionItem): Promise<DistributionItem | null> {
  const destinations = await listDestinations(table(), distribution.id);
  const status = settledStatus(destinations.map((destination) => destination.state));
  if (!status) return null;
  const settled: DistributionItem = {
    ...distribution,
    distribution_type: status,
    completed_on:
      distribution.completed_on && distribution.distribution_type === status ? distribution.completed_on : nowIso(),
    modified_on: nowIso(),
  };
  await putDistribution(table(), settled);
  return settled;
}

/** Every destination of the execution is done (delivered, or in error after its retries): the state is settled and the report goes to its addresses. */
export async function finishDelivery(distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.distribution_type === 'draft') return;
  const settled = await settleDistribution(distribution);
  if (settled) await mailDistributionReport(settled);
}

/**
 * A destination settled by a person (marked delivered, or taken off): a distribution already under
 * way or done follows at once, without a new report mail (the sender did it; the page shows it).
 * One still upcoming waits for its time: its execution settles it.
 */
export async function resettleDistribution(distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.distribution_type === 'draft' || distribution.distribution_type === 'upcoming')
    return;
  await settleDistribution(distribution);
}
