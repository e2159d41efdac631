import { masterFileRoutes } from '@masterport/contract';
import { listMasters } from '@masterport/core/masters';
import { handle } from '#lib/route-handler.ts';

export default handle(masterFileRoutes.getList, async ({ auth, body, query }) => {
  const { masters, hasMore } = await listMasters(auth, {
    startDate: body.filter_by_start_date, endDate: body.filter_by_end_date, audioType: body.filter_by_audio,
    masterType: body.filter_by_type, ratio: body.filter_by_ratio, language: body.filter_by_language,
    search: body.filter_search_query, tag: body.filter_by_tag, madeForClients: body.filter_by_owner === 'clients',
  }, query.page);
  return { masters_list: masters, page: query.page, has_more: hasMore };
});
