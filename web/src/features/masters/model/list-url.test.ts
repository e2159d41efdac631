import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchWithFilters, viewFromSearch } from './list-url.ts';

describe("Functions: the library's address", () => {
  it('reads the filters a shared link carries, leaving out what the contract refuses', () => {
    const params = new URLSearchParams(
      'filter_by_type=PUB_RADIO&filter_by_ratio=7:3&filter_search_query=maple&filter_by_start_date=2026-11-01&filter_by_tag=Ete&other=1',
    );
    expect(filtersFromSearch(params)).toEqual({
      filter_by_type: 'PUB_RADIO',
      filter_search_query: 'maple',
      filter_by_start_date: '2026-11-01',
      filter_by_tag: 'Ete',
    });
  });

  it('writes filters and view back, clearing those removed and keeping other parameters', () => {
    const current = new URLSearchParams('filter_by_type=PUB_RADIO&tab=x');
    const next = searchWithFilters(current, { filter_by_language: 'fr' }, 'tags');
    expect(next.toString()).toBe('tab=x&filter_by_language=fr&view=tags');
    expect(searchWithFilters(next, {}, 'grid').toString()).toBe('tab=x');
  });

  it('takes the view from the address, or the remembered one', () => {
    expect(viewFromSearch(new URLSearchParams('view=tags'), 'grid')).toBe('tags');
    expect(viewFromSearch(new URLSearchParams('view=bogus'), 'list')).toBe('list');
  });
});
