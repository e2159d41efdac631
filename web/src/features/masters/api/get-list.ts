import { type Master, type masterListFilters } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import { useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { z } from 'zod';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { mergeStatuses, POLL_INTERVAL_MS } from '../model/list-polling.ts';
import { needsPolling } from '../model/status.ts';
import { fetchStatuses } from './update-status.ts';

export type MasterListFilters = z.input<typeof masterListFilters>;
type ListPage = RouteResponse<typeof masterFileRoutes.getList>;

const LIST_KEY = 'masters-list';
/**
 * Matches every loaded page of every filtered list, for `mutate` after a change. SWR hands the
 * filter each page's own key (`[LIST_KEY, filters, page]`) and never the infinite hook's `$inf$` key.
 */
export const isMastersListKey = (key: unknown): boolean => Array.isArray(key) && key[0] === LIST_KEY;

/** Where "Load more" starts: after the last master of the page before (the server remembers nothing then), if it showed one. */
const afterLast = (previous: ListPage | null) => {
  const last = previous?.masters_list.at(-1);
  return last ? { after_created_on: last.created_on, after_id: last.id } : {};
};

/**
 * `get-list?page=n` with the filters, page after page ("Load more" while `has_more`), each after the
 * last master of the page before. While any loaded master runs, `update-status` is asked every few
 * seconds and merged by the seed's rule.
 */
export function useMastersList(filters: MasterListFilters) {
  const list = useSWRInfinite<ListPage, ApiError>(
    (index, previous: ListPage | null) =>
      previous && !previous.has_more ? null : [LIST_KEY, filters, index + 1, afterLast(previous)],
    ([, body, page, after]: [string, MasterListFilters, number, ReturnType<typeof afterLast>]) =>
      callApi(masterFileRoutes.getList, body, { query: { page, ...after }, read: true }),
    // Coming back to the list (after creating a master on its page) always asks the server again,
    // even within SWR's 2 s de-duplication window: `mutate(isMastersListKey)` cannot reach the
    // infinite hook's own `$inf$` key, so a recent fetch would otherwise be served stale.
    { revalidateOnMount: true, revalidateAll: true, dedupingInterval: 0 },
  );
  const { data, mutate } = list;
  const masters = useMemo(() => data?.flatMap((page) => page.masters_list) ?? [], [data]);
  const running = masters.some(needsPolling);
  const latest = useRef(masters);
  useEffect(() => {
    latest.current = masters;
  }, [masters]);

  useEffect(() => {
    if (!running) return undefined;
    let stopped = false;
    const timer = setInterval(async () => {
      const current = latest.current;
      if (!current.length) return;
      try {
        const statuses = await fetchStatuses(current.map((master) => master.id));
        if (stopped) return;
        const outcome = mergeStatuses(current, statuses);
        if (outcome.kind === 'reload') await mutate();
        if (outcome.kind !== 'rows') return;
        const byId = new Map<string, Master>(outcome.list.map((master) => [master.id, master]));
        await mutate(
          (pages) =>
            pages?.map((page) => ({
              ...page,
              masters_list: page.masters_list.map((master) => byId.get(master.id) ?? master),
            })),
          { revalidate: false },
        );
      } catch {
        // the next tick tries again; the list stays as it was
      }
    }, POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, mutate]);

  const hasMore = data?.at(-1)?.has_more ?? false;
  const loadingMore = list.isLoading || (list.size > 0 && data !== undefined && data[list.size - 1] === undefined);
  return { ...list, masters, hasMore, loadingMore, loadMore: () => list.setSize(list.size + 1) };
}
