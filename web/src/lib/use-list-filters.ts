import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** The search box's wait before the list is asked again: one call per pause, not per key. */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list screen's filters and page (documents, distributions, playlists): any change of filter
 * goes back to page 1, and the search box's text is sent as `filter_search_query` once typing
 * pauses (trimmed, absent when empty) while the box shows what is typed at once.
 */
export function useListFilters<Filters extends { filter_search_query?: string }>(initial: Filters = {} as Filters) {
  const [filters, setFilters] = useState<Filters>(initial);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const change = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const pushSearch = useDebouncedCallback(
    (value: string) => change({ ...filters, filter_search_query: value.trim() || undefined }),
    SEARCH_DEBOUNCE_MS,
  );
  const typeSearch = (value: string) => {
    setSearch(value);
    pushSearch(value);
  };
  return { filters, change, page, setPage, search, typeSearch };
}
