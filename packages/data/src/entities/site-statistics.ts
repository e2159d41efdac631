import * as z from 'zod';
import { SITE_STATISTICS, type SiteStatistic } from '@masterport/contract';
import type { Db } from '../db.ts';
import { defineEntity, getItem, updateItem } from '../entity.ts';
import { keys } from '../keys.ts';

/**
 * The public site's counters (docs/data-model.md): one item holding a total per statistic, each
 * changed by an atomic ADD where the work happens, so reading them is one GetItem, never a scan,
 * and two writers at once both count.
 */
const siteStatisticsEntity = defineEntity({
  type: 'site_statistics',
  schema: z.object(
    Object.fromEntries(SITE_STATISTICS.map((name) => [name, z.number().int().optional()])) as Record<
      SiteStatistic,
      z.ZodOptional<z.ZodNumber>
    >,
  ),
});

/** Adds to one counter (a master made, the files of a delivery, a station listed). */
export async function addToSiteStatistic(db: Db, statistic: SiteStatistic, amount: number): Promise<void> {
  if (amount === 0) return;
  await updateItem(db, siteStatisticsEntity, keys.siteStatistics(), {
    expression: 'SET #type = :type ADD #counter :amount',
    names: { '#type': 'type', '#counter': statistic },
    values: { ':type': siteStatisticsEntity.type, ':amount': amount },
  });
}

/** Every counter, 0 where nothing was counted yet. */
export async function getSiteStatistics(db: Db): Promise<Record<SiteStatistic, number>> {
  const item = await getItem(db, siteStatisticsEntity, keys.siteStatistics());
  return Object.fromEntries(SITE_STATISTICS.map((name) => [name, Math.max(0, item?.[name] ?? 0)])) as Record<
    SiteStatistic,
    number
  >;
}
