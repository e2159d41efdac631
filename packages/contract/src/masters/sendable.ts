import type { ErrorCode } from '../errors.ts';
import type { MasterFields } from './master-fields.ts';
import { isQcRejected } from './processing-stages.ts';

/** What a master must show for the send rule to judge it: its draft, processing, archive and QC state. */
export type SendableFields = Pick<
  MasterFields,
  'is_draft' | 'status' | 'is_running' | 'archived' | 'archive_status' | 'qc_status'
>;

/** Why a master may not be sent, as the catalogued code the API answers (and the SPA words) for it. */
export type SendRefusal = Extract<
  ErrorCode,
  'distribution_master_not_ready' | 'master_archived' | 'master_busy' | 'distribution_qc_rejected'
>;

/**
 * The one rule of "a master that may be sent" (docs/api.md, Distributions): the API refuses to send
 * any other, and the SPA offers no other. Checked in this order, so the reason is the one to act on:
 * - a draft has nothing to send yet (`distribution_master_not_ready`: finish the slate and the upload);
 * - an archived master's files are in cold storage (`master_archived`: restore it first); one still
 *   archiving or unarchiving is `master_busy` (wait), as the archive calls answer it;
 * - a master in a processing run is `master_busy`: the run replaces its files while they would be sent;
 * - quality control rejected it (`distribution_qc_rejected`, `isQcRejected`);
 * - its processing has not completed (`distribution_master_not_ready`: a run failed or never started).
 */
export function whyNotSendable(master: SendableFields): SendRefusal | null {
  if (master.is_draft) return 'distribution_master_not_ready';
  if (master.archived) return master.archive_status === 'archived' ? 'master_archived' : 'master_busy';
  if (master.is_running) return 'master_busy';
  if (isQcRejected(master.qc_status)) return 'distribution_qc_rejected';
  if (master.status !== 'COMPLETED') return 'distribution_master_not_ready';
  return null;
}

/** Whether a master may be sent now (`whyNotSendable` finds nothing against it). */
export const isSendable = (master: SendableFields): boolean => whyNotSendable(master) === null;
