import { isQcRejected, masterFileRoutes, masterListFilters, type Master } from '@masterport/contract';
import { useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type ListPage = RouteResponse<typeof masterFileRoutes.getList>;

/** The longest search the list call takes; a longer one is cut there rather than refused. */
const SEARCH_MAX = masterListFilters.shape.filter_search_query.unwrap().maxLength ?? undefined;
/** While the open picker shows fewer sendable masters than this and more pages exist, the next page is read without a scroll. */
const FILL_TO = 12;

/** A master the wizard offers: processed, and not rejected by quality control. */
const maySend = (master: Master) => master.status === 'COMPLETED' && !isQcRejected(master.qc_status);

/**
 * The wizard's masters: `master-files/get-list` page after page (the list's `page` and `has_more`),
 * searched on the server as the user types, so every master the account may send can be found, not
 * only the first page's. The next page is read when the picker's list is scrolled to its end, or at
 * once while the open picker holds too few to scroll.
 */
export function useWizardMasters(search: string, open: boolean, chosen: readonly string[]) {
  const query = search.trim().slice(0, SEARCH_MAX);
  const list = useSWRInfinite<ListPage, ApiError>(
    (index, previous: ListPage | null) => (previous && !previous.has_more ? null : ['distribution-wizard', 'masters', query, index + 1]),
    ([, , filter, page]: [string, string, string, number]) =>
      callApi(masterFileRoutes.getList, filter ? { filter_search_query: filter } : {}, { query: { page }, read: true }),
    { keepPreviousData: true },
  );
  const { data, size, setSize } = list;
  const masters = useMemo(() => (data ?? []).flatMap((page) => page.masters_list).filter(maySend), [data]);
  // Each chosen master seen keeps its name (its pill) after a search no longer finds it.
  const [chosenSeen, setChosenSeen] = useState<ReadonlyMap<string, Master>>(new Map());
  const chosenKey = chosen.join(',');
  useEffect(() => {
    const picked = new Set(chosenKey.split(','));
    const found = masters.filter((master) => picked.has(master.id));
    if (found.length) setChosenSeen((known) => new Map([...known, ...found.map((master) => [master.id, master] as const)]));
  }, [masters, chosenKey]);
  const hasMore = data?.at(-1)?.has_more ?? false;
  const loading = list.isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = () => {
    if (hasMore && !loading) void setSize(size + 1);
  };
  const tooFew = open && hasMore && !loading && masters.length < FILL_TO;
  useEffect(() => {
    if (tooFew) void setSize((current) => current + 1);
  }, [tooFew, setSize]);
  /** The masters found, then the chosen ones the search no longer finds. */
  const offered = useMemo(() => {
    const found = new Set(masters.map((master) => master.id));
    const kept = chosenKey.split(',').filter((id) => id && !found.has(id)).map((id) => chosenSeen.get(id)).filter((master) => master !== undefined);
    return [...masters, ...kept];
  }, [masters, chosenSeen, chosenKey]);
  return { offered, hasMore, loading, loadMore };
}
