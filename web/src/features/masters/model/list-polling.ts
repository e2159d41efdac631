import type { Master } from '@masterport/contract';

export type MasterStatus = Pick<
  Master,
  'id' | 'status' | 'qc_status' | 'is_running' | 'progress' | 'locked' | 'archived' | 'archive_status'
>;

/** The fields whose change replaces a row (seed 001 §4 "List polling"). */
export const ROW_FIELDS = ['status', 'qc_status', 'is_running', 'locked', 'archived', 'archive_status'] as const;

/** How often the list and the master page ask while something runs ("every few seconds"). */
export const POLL_INTERVAL_MS = 4000;

export type PollOutcome<T> =
  { kind: 'unchanged' } | { kind: 'rows'; list: T[]; changed: string[] } | { kind: 'reload' };

/**
 * Seed 001 §4: polling replaces a single row only when one of `ROW_FIELDS` changed; when the
 * answer does not cover the list (a master was deleted, moved to another account: the lengths
 * differ), the whole list is loaded again. Unchanged rows keep their identity, so they do not
 * render again.
 */
export function mergeStatuses<T extends MasterStatus>(
  list: readonly T[],
  statuses: readonly MasterStatus[],
): PollOutcome<T> {
  const byId = new Map(statuses.map((status) => [status.id, status]));
  if (statuses.length !== list.length || list.some((master) => !byId.has(master.id))) return { kind: 'reload' };
  const changed: string[] = [];
  const next = list.map((master) => {
    const status = byId.get(master.id)!;
    if (ROW_FIELDS.every((field) => master[field] === status[field])) return master;
    changed.push(master.id);
    return { ...master, ...status };
  });
  return changed.length ? { kind: 'rows', list: next, changed } : { kind: 'unchanged' };
}

/** What the master page reloads when a polled master moves on (seed 001 §4 "Status polling"). */
export function reloadsOnTransition(
  previous: Pick<Master, 'status' | 'qc_status'> | undefined,
  next: Pick<Master, 'status' | 'qc_status'>,
): { details: boolean; qualityControl: boolean } {
  if (!previous) return { details: false, qualityControl: false };
  const finished =
    next.status !== previous.status && (next.status === 'COMPLETED' || next.status === 'WAITING_CAPTIONS');
  const qcPassed = previous.qc_status === 'WAITING' && next.qc_status === 'PASSED';
  return { details: finished, qualityControl: qcPassed };
}
