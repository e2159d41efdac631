import { sameMergeProfile, type DraftSlate, type Master, type MergeMode } from '@masterport/contract';
import { ConditionFailedError, getMaster, nowIso, updateMasterFields, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { requirePermission, type AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { allSourcesUploaded, startProcessing } from '../processing/start-processing.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { requireSlateEditable, storeChangedMaster, toMaster, withSlate } from './master-service.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';

/** One of the working account's own masters (a studio does not merge its clients' masters). */
async function accountMaster(auth: AuthContext, masterId: string): Promise<MasterItem> {
  const master = await ownMaster(auth, masterId);
  if (master.account_id !== auth.accountId) throw new AppError('data_restriction');
  return master;
}

/**
 * `save` in a merge mode (seed 001 §4 modal modes `merge_master` and `draft_merge`): this master
 * keeps its ID, slate (as the modal sends it), public link, distributions and documents, and takes
 * the other master's sources; its outputs are made again as a new revision. The two must have the
 * same profile and exactly the same duration (the modal asks before updating this master's duration
 * to the other's). `draft_merge` saves the choice to confirm later (stage WAITING_MERGE, nothing
 * copied); `merge_master` starts it: the processing run's first step copies the sources
 * (merge-sources.ts). The other master stays in the library, marked as merged into this one.
 */
export async function saveMergedSlate(
  auth: AuthContext,
  masterId: string,
  slate: DraftSlate,
  mode: MergeMode,
  otherId: string,
): Promise<Master> {
  // The route asks masters_creation of every save; a merge needs merge_masters too.
  requirePermission(auth, 'merge_masters');
  if (otherId === masterId) throw new AppError('merge_same_master');
  const [previous, other] = await Promise.all([accountMaster(auth, masterId), accountMaster(auth, otherId)]);
  requireSlateEditable(previous);
  if (other.locked || other.archived || other.is_running) throw new AppError('merge_master_unavailable');
  // A draft saved with only some fields has no profile to compare, nor an ID to remember: an edit completes it first.
  requireCompleteSlate(previous);
  const complete = requireCompleteSlate(other);
  if (!sameMergeProfile(previous, other) || !sameMergeProfile(slate, other)) throw new AppError('merge_profile');
  if (slate.duration !== other.duration) throw new AppError('merge_duration');
  if (mode === 'merge_master' && !allSourcesUploaded(other)) throw new AppError('merge_sources_missing');

  const confirmed = mode === 'merge_master';
  const next: MasterItem = {
    ...(await withSlate(auth, previous, slate, confirmed)),
    is_draft: confirmed ? false : previous.is_draft,
    merge_with: { master_id: complete.id, title: complete.title, unique_id: complete.unique_id },
    ...(confirmed
      ? {}
      : {
          status: 'WAITING_MERGE' as const,
          merge_previous_status: previous.status === 'WAITING_MERGE' ? previous.merge_previous_status : previous.status,
        }),
  };
  await storeChangedMaster(previous, next);
  if (confirmed && !(await startProcessing(next))) {
    await updateMasterFields(table(), next.id, { merge_with: null, modified_on: nowIso() });
    throw new AppError('master_busy');
  }
  if (confirmed) logger.info('Master merge started', { masterId, mergedMasterId: otherId });
  return toMaster((await getMaster(table(), masterId)) ?? next);
}

/**
 * `cancel-merge` (ours; the route table asks merge_masters): a merge saved as a draft is given up;
 * the master shows what it showed before.
 */
export async function cancelMerge(auth: AuthContext, masterId: string): Promise<Master> {
  const master = await accountMaster(auth, masterId);
  if (master.status !== 'WAITING_MERGE' || !master.merge_with) throw new AppError('merge_not_waiting');
  try {
    const updated = await updateMasterFields(
      table(),
      master.id,
      {
        merge_with: null,
        status: master.merge_previous_status ?? 'CREATED',
        merge_previous_status: null,
        modified_on: nowIso(),
      },
      { status: 'WAITING_MERGE', is_running: false },
    );
    return toMaster(updated);
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new AppError('merge_not_waiting');
    throw error;
  }
}
