import type { ErrorCode } from '../errors.ts';
import type { DeliveryMethod } from '../schemas/delivery-method.ts';
import type { DestinationProblem } from '../destination-problems.ts';
import type { MasterFields } from './master-fields.ts';
import { BASE_MASTER_TYPES, baseMasterType, type BaseMasterType } from './master-types.ts';
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

/**
 * Masters of different kinds (TV, web, radio) are never sent to broadcasters together (seed 001 §5):
 * the API refuses the send and the wizard refuses to leave its masters step with them.
 */
export function whyNotSendableTogether(
  masters: readonly Pick<MasterFields, 'master_type'>[],
): Extract<ErrorCode, 'distribution_mixed_types'> | null {
  const types = new Set(masters.flatMap((master) => (master.master_type ? [baseMasterType(master.master_type)] : [])));
  return types.size > 1 ? 'distribution_mixed_types' : null;
}

/**
 * The kinds of master each delivery method can carry. Aspera carries none on Masterport yet (`ascp`
 * is neither an npm nor a Debian package: docs/architecture.md); the others carry every kind.
 */
export const METHOD_CARRIES: Readonly<Record<DeliveryMethod, readonly BaseMasterType[]>> = {
  ftp: BASE_MASTER_TYPES,
  s3: BASE_MASTER_TYPES,
  web: BASE_MASTER_TYPES,
  traffic_instructions: BASE_MASTER_TYPES,
  aspera: [],
};

/** Methods that deliver by sending a link: nothing moves until someone the station named is told. */
const LINK_METHODS: ReadonlySet<DeliveryMethod> = new Set(['web', 'traffic_instructions']);

/** What the receive rule needs to know of a station: its broadcaster's active method, and whether a link would reach anyone. */
export interface ReceivingStation {
  active_method: DeliveryMethod | null;
  has_recipients: boolean;
}

/** Why a station cannot receive, as the destination problem the delivery records (and the SPA words) for it. */
export type ReceiveRefusal = Extract<DestinationProblem, 'no_method' | 'unavailable'>;

/**
 * The one rule of whether a station can receive masters of these kinds, applied by the delivery when
 * it starts and by the wizard's destination step before sending:
 * - its broadcaster has no active method, or a link method nobody is told of (`no_method`);
 * - its method cannot carry one of these kinds of master (`unavailable`).
 */
export function whyCannotReceive(
  station: ReceivingStation,
  masterTypes: readonly BaseMasterType[],
): ReceiveRefusal | null {
  if (!station.active_method) return 'no_method';
  if (LINK_METHODS.has(station.active_method) && !station.has_recipients) return 'no_method';
  if (masterTypes.some((type) => !METHOD_CARRIES[station.active_method!].includes(type))) return 'unavailable';
  return null;
}
