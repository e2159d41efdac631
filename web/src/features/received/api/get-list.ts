import { type ReceivedSpotListFilters } from '@masterport/contract';
import { receivedSpotRouteTable } from '@masterport/contract/routes';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, RouteResponse } from '#lib/api-client.ts';
import { callApi } from '#lib/api.ts';

type ListPage = RouteResponse<typeof receivedSpotRouteTable.getList>;
export type ReceivedFilters = Omit<ReceivedSpotListFilters, 'cursor'>;

/** The first element of every inbox page's key, for refreshing the list after an acknowledgement. */
export const RECEIVED_LIST_KEY = 'received-spots';

/**
 * `received/get-list`: the inbox page after page, each from the cursor the one before answered
 * ("Load more" while it answers one). A filtered page may hold fewer rows and still have a next.
 */
export function useReceivedSpots(filters: ReceivedFilters) {
  const list = useSWRInfinite<ListPage, ApiError>(
    (index: number, previous: ListPage | null) =>
      index === 0
        ? [RECEIVED_LIST_KEY, JSON.stringify(filters), '']
        : previous?.cursor
          ? [RECEIVED_LIST_KEY, JSON.stringify(filters), previous.cursor]
          : null,
    ([, , cursor]: [string, string, string]) =>
      callApi(receivedSpotRouteTable.getList, { ...filters, ...(cursor ? { cursor } : {}) }, { read: true }),
    { revalidateFirstPage: true, dedupingInterval: 0 },
  );
  const pages = list.data ?? [];
  return {
    spots: pages.flatMap((page) => page.received_spots),
    stations: pages[0]?.call_letters ?? [],
    hasMore: !!pages.at(-1)?.cursor,
    loaded: list.data !== undefined,
    loading: list.isLoading || list.isValidating,
    error: list.error,
    loadMore: () => void list.setSize(list.size + 1),
  };
}
