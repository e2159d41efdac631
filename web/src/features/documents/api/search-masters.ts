import { masterFileRoutes } from '@masterport/contract/routes';
import { callApi } from '#lib/api.ts';

/** The account's masters whose title or unique ID match, to link one (`master-files/get-list`). */
export const searchMasters = (query: string) =>
  callApi(
    masterFileRoutes.getList,
    { filter_search_query: query || undefined },
    { query: { page: 1 }, read: true },
  ).then((answer) => answer.masters_list);
