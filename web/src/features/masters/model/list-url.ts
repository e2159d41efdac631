import { masterListFilters } from '@masterport/contract';
import type { MasterListFilters } from '../api/get-list.ts';

/** The library's views: cards (default), tags (masters grouped under their tags), a compact list. */
export const LIBRARY_VIEWS = ['grid', 'tags', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

const FILTER_KEYS = Object.keys(masterListFilters.shape) as (keyof MasterListFilters)[];

/**
 * The list's filters from the page's address (seed 001 §3: a filtered view can be shared and
 * survives a reload). Each parameter is checked with the contract's own rule; one that does not
 * pass (an edited link) is left out rather than sent to be refused.
 */
export function filtersFromSearch(params: URLSearchParams): MasterListFilters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const checked = masterListFilters.shape[key].safeParse(value);
    if (checked.success && checked.data !== undefined) filters[key] = checked.data as string;
  }
  return filters as MasterListFilters;
}

/** The address's parameters for these filters and view, other parameters kept. */
export function searchWithFilters(
  current: URLSearchParams,
  filters: MasterListFilters,
  view?: LibraryView,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (view !== undefined) {
    if (view === 'grid') next.delete('view');
    else next.set('view', view);
  }
  return next;
}

export const viewFromSearch = (params: URLSearchParams, fallback: LibraryView): LibraryView => {
  const asked = params.get('view');
  return (LIBRARY_VIEWS as readonly string[]).includes(asked ?? '') ? (asked as LibraryView) : fallback;
};
