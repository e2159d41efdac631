import { statisticsRoute } from '@masterport/contract';
import { siteStatistics, STATISTICS_CACHE_SECONDS } from '@masterport/core/site';
import { handle, reply } from '#lib/route-handler.ts';

export default handle(statisticsRoute, async () =>
  reply({ statistics: await siteStatistics() }, { cacheSeconds: STATISTICS_CACHE_SECONDS }),
);
