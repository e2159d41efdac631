import { partnerStudioRoutes as routes } from '@masterport/contract';
import useSWR, { mutate } from 'swr';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { apiKey, useApiQuery } from '#lib/use-api.ts';

export const useSelectedStudios = () => useApiQuery(routes.getSelected);

/** The directory of partner studios, narrowed by the search box. */
export function useAvailableStudios(search: string) {
  const query = search.trim() ? { search: search.trim() } : undefined;
  return useSWR<RouteResponse<typeof routes.getAvailable>, ApiError>(
    ['partner-studios-available', query?.search ?? ''],
    () => callApi(routes.getAvailable, undefined, { query, read: true }),
    { keepPreviousData: true },
  );
}

/** After a change, the selected list and the directory (its `selected` flags) are read again. */
async function refresh() {
  await Promise.all([mutate(apiKey(routes.getSelected)), mutate((key) => Array.isArray(key) && key[0] === 'partner-studios-available')]);
}

export async function activatePartner(studio_id: string) {
  await callApi(routes.activatePartner, { studio_id });
  await refresh();
}

export async function deactivatePartner(studio_id: string) {
  await callApi(routes.deactivatePartner, { studio_id });
  await refresh();
}

export async function addNotification(studio_id: string, email: string) {
  await callApi(routes.addNotification, { studio_id, email });
  await refresh();
}

export async function deleteNotification(studio_id: string, email: string) {
  await callApi(routes.deleteNotification, { studio_id, email });
  await refresh();
}
