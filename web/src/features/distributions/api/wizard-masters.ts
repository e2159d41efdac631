import { isSendable, type Master } from '@masterport/contract';
import { masterFileRoutes } from '@masterport/contract/routes';
import { useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';
import { useChosenMasters } from './wizard-chosen-masters.ts';
import { mastersPageKey, offeredMasters, type MastersPageKey } from '../model/master-picker.ts';

type ListPage = RouteResponse<typeof masterFileRoutes.getList>;

/** While the open picker shows fewer sendable masters than this and more pages exist, the next page is read without a scroll. */
const FILL_TO = 12;

/**
 * The wizard's masters: `master-files/get-list` page after page (the list's `page` and `has_more`),
 * searched on the server as the user types, so every master the account may send can be found, not
 * only the first page's. The next page is read when the picker's list is scrolled to its end, or at
 * once while the open picker holds too few to scroll.
 */
export function useWizardMasters(search: string, open: boolean, chosen: readonly string[]) {
  const list = useSWRInfinite<ListPage, ApiError, (index: number, previous: ListPage | null) => MastersPageKey | null>(
    mastersPageKey(search),
    ([, , filter, page]) =>
      callApi(masterFileRoutes.getList, filter ? { filter_search_query: filter } : {}, { query: { page }, read: true }),
    // A further page never reads the first again: the pages already read stay as they are while the picker is open.
    { keepPreviousData: true, revalidateFirstPage: false },
  );
  const { data, size, setSize } = list;
  const found = useMemo(() => (data ?? []).flatMap((page) => page.masters_list), [data]);
  const sendableCount = useMemo(() => found.filter(isSendable).length, [found]);
  const hasMore = data?.at(-1)?.has_more ?? false;
  const loading = list.isLoading || (size > 0 && data?.[size - 1] === undefined);
  const loadMore = () => {
    if (hasMore && !loading) void setSize(size + 1);
  };
  const tooFew = open && hasMore && !loading && sendableCount < FILL_TO;
  useEffect(() => {
    if (tooFew) void setSize((current) => current + 1);
  }, [tooFew, setSize]);

  // Each chosen master seen keeps its name (its pill) after a search no longer finds it; one the
  // pages read do not hold is read by itself.
  const [seen, setSeen] = useState<ReadonlyMap<string, Master>>(new Map());
  const chosenKey = chosen.join(',');
  const unseen =
    data === undefined ? [] : chosen.filter((id) => !seen.has(id) && !found.some((master) => master.id === id));
  const lookedUp = useChosenMasters(unseen).data;
  useEffect(() => {
    const picked = new Set(chosenKey.split(','));
    const fresh = [...found, ...(lookedUp ?? [])].filter((master) => picked.has(master.id));
    if (fresh.length) setSeen((known) => new Map([...known, ...fresh.map((master) => [master.id, master] as const)]));
  }, [found, lookedUp, chosenKey]);
  const offered = useMemo(
    () => offeredMasters(found, chosenKey ? chosenKey.split(',') : [], seen),
    [found, chosenKey, seen],
  );

  return { offered, hasMore, loading, loadMore };
}
