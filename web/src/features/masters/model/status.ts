import { isQcRejected, type Master } from '@masterport/contract';

/**
 * UI.md: the same state has the same colour, icon and word everywhere. Every status the masters
 * screens show (a master, a QC result, an upload) is first mapped to one of these tones.
 */
export type Tone = 'waiting' | 'running' | 'passed' | 'warning' | 'rejected';

export const TONE_COLOR: Record<Tone, string> = {
  waiting: 'gray',
  running: 'blue',
  passed: 'green',
  warning: 'orange',
  rejected: 'red',
};

/** What a master is doing, in the words of the list and the master page. */
export type MasterState =
  | 'draft'
  | 'waiting_sources'
  | 'waiting_captions'
  | 'waiting_merge'
  | 'processing'
  | 'error'
  | 'rejected'
  | 'warning'
  | 'completed';

export const MASTER_STATE_TONE: Record<MasterState, Tone> = {
  draft: 'waiting',
  waiting_sources: 'waiting',
  waiting_captions: 'waiting',
  waiting_merge: 'waiting',
  processing: 'running',
  error: 'rejected',
  rejected: 'rejected',
  warning: 'warning',
  completed: 'passed',
};

type StateFields = Pick<Master, 'status' | 'qc_status' | 'is_running' | 'is_draft' | 'processing_error'>;

/** A master that is working, or about to (sources all uploaded, run not picked up yet): poll it. */
export const isActive = (
  master: Pick<Master, 'status' | 'is_running'> & Partial<Pick<Master, 'processing_error'>>,
): boolean => master.is_running || (master.status === 'UPLOADED' && !master.processing_error);

/** Files moving to cold storage or back (seed 001 §4): no action until it ends. */
export const isMovingStorage = (master: Partial<Pick<Master, 'archive_status'>>): boolean =>
  master.archive_status === 'archiving' || master.archive_status === 'unarchiving';

/** Whether the list and the page ask for news every few seconds: a run, or files moving. */
export const needsPolling = (
  master: Pick<Master, 'status' | 'is_running'> & Partial<Pick<Master, 'processing_error' | 'archive_status'>>,
): boolean => isActive(master) || isMovingStorage(master);

export function masterState(master: StateFields): MasterState {
  if (master.processing_error && !master.is_running) return 'error';
  if (isActive(master)) return 'processing';
  // A merge saved as a draft: whatever the master's files, it waits for the merge's confirmation.
  if (master.status === 'WAITING_MERGE') return 'waiting_merge';
  if (isQcRejected(master.qc_status)) return 'rejected';
  if (master.status === 'WAITING_CAPTIONS' || master.qc_status === 'WAITING_CAPTIONS') return 'waiting_captions';
  if (master.is_draft) return 'draft';
  if (master.status === 'COMPLETED') return master.qc_status === 'WARNING' ? 'warning' : 'completed';
  return 'waiting_sources';
}

export type QcStatus = Master['qc_status'];

export const QC_STATUS_TONE: Record<QcStatus, Tone> = {
  WAITING: 'waiting',
  WAITING_CAPTIONS: 'waiting',
  PASSED: 'passed',
  WARNING: 'warning',
  REJECTED: 'rejected',
  SOURCE_INTEGRATED_LOUDNESS_REJECTED: 'rejected',
};

export type QcItemStatus = Master['quality_control'][number]['status'];

export const QC_ITEM_TONE: Record<QcItemStatus, Tone> = {
  passed: 'passed',
  warning: 'warning',
  rejected: 'rejected',
};
