import { masterFileRoutes as routes } from '@masterport/contract';
import { AppError, getMasterDetails, listMasters, masterStatuses, setMasterLock } from '@masterport/core';
import { handle } from '../lib/route-handler.ts';

export const getDetails = handle(routes.getDetails, async ({ auth, params }) => {
  if (!params.master_id) throw new AppError('not_found');
  return { body: { success: true as const, master: await getMasterDetails(auth, params.master_id) } };
});

export const getList = handle(routes.getList, async ({ auth, body, query }) => {
  const { masters, hasMore } = await listMasters(auth, {
    startDate: body.filter_by_start_date, endDate: body.filter_by_end_date, audioType: body.filter_by_audio,
    masterType: body.filter_by_type, ratio: body.filter_by_ratio, language: body.filter_by_language,
    search: body.filter_search_query, tag: body.filter_by_tag, madeForClients: body.filter_by_owner === 'clients',
  }, query.page);
  return { body: { success: true as const, masters_list: masters, page: query.page, has_more: hasMore } };
});

export const updateStatus = handle(routes.updateStatus, async ({ auth, body }) => ({
  body: { success: true as const, mastersStatus: await masterStatuses(auth, body.master_files_ids) },
}));

export const lock = handle(routes.lock, async ({ auth, body }) => ({ body: { success: true as const, master: await setMasterLock(auth, body.master_id, true) } }));
export const unlock = handle(routes.unlock, async ({ auth, body }) => ({ body: { success: true as const, master: await setMasterLock(auth, body.master_id, false) } }));
