import { isSendable, masterListFilters, maxLengthOf, type Master, type SendableFields } from '@masterport/contract';

/** The longest search the list call takes; a longer one is cut there rather than refused. */
const SEARCH_MAX = maxLengthOf(masterListFilters.shape.filter_search_query);

export type MastersPageKey = readonly ['distribution-wizard', 'masters', string, number];

/**
 * The picker's key for each page of `master-files/get-list` (SWR infinite): the search as the list
 * call takes it, and the page, until a page says there is no more.
 */
export const mastersPageKey =
  (search: string) =>
  (index: number, previous: { has_more: boolean } | null): MastersPageKey | null =>
    previous && !previous.has_more
      ? null
      : ['distribution-wizard', 'masters', search.trim().slice(0, SEARCH_MAX), index + 1];

/** What the picker lists: the masters found that may be sent (the contract's rule, as the API applies it), then the chosen ones seen before that the search no longer finds (their pills keep a name). */
export function offeredMasters<M extends Pick<Master, 'id'> & SendableFields>(
  found: readonly M[],
  chosen: readonly string[],
  seen: ReadonlyMap<string, M>,
): M[] {
  const sendable = found.filter(isSendable);
  const listed = new Set(sendable.map((master) => master.id));
  const kept = chosen
    .filter((id) => !listed.has(id))
    .map((id) => seen.get(id))
    .filter((master) => master !== undefined);
  return [...sendable, ...kept];
}
