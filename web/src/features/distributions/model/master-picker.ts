import { isQcRejected, masterListFilters, type Master } from '@masterport/contract';

/** The longest search the list call takes; a longer one is cut there rather than refused. */
const SEARCH_MAX = masterListFilters.shape.filter_search_query.unwrap().maxLength ?? undefined;

/** A master the wizard offers: processed, and not rejected by quality control. */
export const maySend = (master: Pick<Master, 'status' | 'qc_status'>) => master.status === 'COMPLETED' && !isQcRejected(master.qc_status);

export type MastersPageKey = readonly ['distribution-wizard', 'masters', string, number];

/**
 * The picker's key for each page of `master-files/get-list` (SWR infinite): the search as the list
 * call takes it, and the page, until a page says there is no more.
 */
export const mastersPageKey = (search: string) => (index: number, previous: { has_more: boolean } | null): MastersPageKey | null =>
  previous && !previous.has_more ? null : ['distribution-wizard', 'masters', search.trim().slice(0, SEARCH_MAX), index + 1];

/** What the picker lists: the sendable masters found, then the chosen ones seen before that the search no longer finds (their pills keep a name). */
export function offeredMasters<M extends Pick<Master, 'id' | 'status' | 'qc_status'>>(found: readonly M[], chosen: readonly string[], seen: ReadonlyMap<string, M>): M[] {
  const sendable = found.filter(maySend);
  const listed = new Set(sendable.map((master) => master.id));
  const kept = chosen.filter((id) => !listed.has(id)).map((id) => seen.get(id)).filter((master) => master !== undefined);
  return [...sendable, ...kept];
}
