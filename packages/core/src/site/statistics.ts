import type { SiteStatistic } from '@masterport/contract';
import { addToSiteStatistic, getSiteStatistics } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { logger } from '../logger.ts';

/** How long a function keeps the counters it read: the home page's numbers need not be to the second. */
export const STATISTICS_CACHE_SECONDS = 300;

let cached: { at: number; statistics: Record<SiteStatistic, number> } | undefined;

/**
 * The platform's public counters: one GetItem of the counters item (kept by ADDs where the work
 * happens), kept in the function's memory for a few minutes; the answer also tells CloudFront and
 * browsers to keep it as long, so a busy home page costs the table almost nothing.
 */
export async function siteStatistics(now = Date.now()): Promise<Record<SiteStatistic, number>> {
  if (cached && now - cached.at < STATISTICS_CACHE_SECONDS * 1000) return cached.statistics;
  cached = { at: now, statistics: await getSiteStatistics(table()) };
  return cached.statistics;
}

/** Tests read the counters right after changing them. */
export const forgetCachedStatistics = (): void => {
  cached = undefined;
};

/**
 * Counts work for the public counters where it happens (a master made, a delivery's files). Best
 * effort: a counter that cannot be written is logged, and never fails the work it counts.
 */
export async function countForSite(statistic: SiteStatistic, amount: number): Promise<void> {
  await addToSiteStatistic(table(), statistic, amount).catch((error: unknown) =>
    logger.warn('Site statistic not counted', { statistic, error: String(error) }),
  );
}
