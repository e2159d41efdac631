import { getDistribution, listDestinations, nowIso, putDistribution } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailDistributionReport } from './distribution-mail.ts';

/** The scheduled time came (or the distribution was sent now): upcoming becomes ongoing. */
export async function beginDelivery(distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.status !== 'upcoming') return;
  await putDistribution(table(), { ...distribution, status: 'ongoing', modified_on: nowIso() });
}

/**
 * Every destination of the execution is done (delivered, or in error after its retries): the
 * distribution is completed once none is left waiting, and the report goes to its addresses.
 */
export async function finishDelivery(distributionId: string): Promise<void> {
  const distribution = await getDistribution(table(), distributionId);
  if (!distribution || distribution.status === 'draft') return;
  const destinations = await listDestinations(table(), distributionId);
  // A station still to give its house codes keeps the distribution ongoing; its codes start it again.
  if (destinations.some((destination) => destination.state !== 'delivered' && destination.state !== 'error')) return;
  const completed = { ...distribution, status: 'completed' as const, completed_on: nowIso(), modified_on: nowIso() };
  await putDistribution(table(), completed);
  await mailDistributionReport(completed);
}
