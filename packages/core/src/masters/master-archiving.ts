import type { Master } from '@masterport/contract';
import {
  getDistribution,
  getMaster,
  listDistributionIdsFor,
  nowIso,
  updateMasterFields,
  type MasterItem,
} from '@masterport/data';
import { distributionCarrier } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { objectStorageState, requestRestore, setStorageClass, type StorageClass } from '../adapters/storage.ts';
import { startMasterArchivingExecution } from '../adapters/workflow.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { meterStoredFiles } from '../billing/storage-metering/stored-files.ts';
import { ownMaster } from '../master-access/own-master.ts';
import { toMaster } from './master-service.ts';

/**
 * Archiving (seed 001 §4): a master's sources and outputs move to S3 Glacier Flexible Retrieval,
 * whose Standard retrieval takes 3 to 5 hours, the wait the seed tells users (Deep Archive's 12
 * hours would not). The thumbnail and the preview stay in S3 Standard so the library and the
 * master page still show the spot. Unarchiving asks S3 for a copy of each file, waits until all
 * are readable (the state machine checks every RESTORE_CHECK_SECONDS), then copies each back to
 * Standard for good. `archived` stays true from the start of archiving to the end of unarchiving:
 * every "not while archived, archiving or unarchiving" rule reads that one flag.
 */
export type ArchivingDirection = 'archive' | 'unarchive';

/** How long a restored copy stays readable: enough for the copy back to Standard, with room for retries. */
const RESTORE_DAYS = 2;
/** Between two checks of a restore under way (AWS); the local cloud sets a few seconds. */
const RESTORE_CHECK_SECONDS = 1800;

interface MasterFile {
  bucket: string;
  key: string;
}

/** The files that go cold: uploaded sources and outputs, but for the preview the page plays. */
function coldFiles(master: MasterItem): MasterFile[] {
  const files = new Map<string, MasterFile>();
  const add = (bucket: string, key: string) => files.set(`${bucket}/${key}`, { bucket, key });
  for (const source of Object.values(master.sources))
    if (source.status === 'uploaded') add(config().sourcesBucket, source.key);
  for (const output of Object.values(master.outputs)) {
    if (output.output_key === master.preview_output_key) continue;
    add(output.bucket === 'sources' ? config().sourcesBucket : config().outputsBucket, output.s3_key);
  }
  return [...files.values()];
}

/** A distribution still to deliver reads the master's files: they must stay at hand until it ends. */
async function inPendingDistribution(masterId: string): Promise<boolean> {
  const ids = await listDistributionIdsFor(table(), distributionCarrier.master(masterId));
  const distributions = await Promise.all(ids.map((id) => getDistribution(table(), id)));
  return distributions.some(
    (distribution) => distribution?.distribution_type === 'upcoming' || distribution?.distribution_type === 'ongoing',
  );
}

/** `archive`: starts moving the master's files to cold storage; the master is blocked from now on. */
export async function archiveMaster(auth: AuthContext, masterId: string): Promise<Master> {
  const master = await ownMaster(auth, masterId);
  if (master.archived) throw new AppError(master.archive_status === 'archived' ? 'master_archived' : 'master_busy');
  if (master.is_running || (await inPendingDistribution(master.id))) throw new AppError('master_busy');
  return toMaster(await startArchiving(master, 'archive', 'archiving', { is_running: false, archived: false }));
}

/** `unarchive`: starts bringing the files back; they are usable again in 3 to 5 hours. */
export async function unarchiveMaster(auth: AuthContext, masterId: string): Promise<Master> {
  const master = await ownMaster(auth, masterId);
  if (!master.archived) throw new AppError('master_not_archived');
  if (master.archive_status !== 'archived') throw new AppError('master_busy');
  return toMaster(await startArchiving(master, 'unarchive', 'unarchiving', { archive_status: 'archived' }));
}

async function startArchiving(
  master: MasterItem,
  direction: ArchivingDirection,
  status: 'archiving' | 'unarchiving',
  from: Partial<Pick<MasterItem, 'is_running' | 'archived' | 'archive_status'>>,
): Promise<MasterItem> {
  let updated: MasterItem;
  try {
    // Only from the state just read: two clicks (or two users) start one run.
    updated = await updateMasterFields(
      table(),
      master.id,
      { archived: true, archive_status: status, modified_on: nowIso() },
      from,
    );
  } catch {
    throw new AppError('master_busy');
  }
  await startMasterArchivingExecution(master.id, direction, updated.modified_on);
  return updated;
}

/** The task's steps (state-machines/master-archiving). */
async function masterInState(masterId: string, status: 'archiving' | 'unarchiving'): Promise<MasterItem | undefined> {
  const master = await getMaster(table(), masterId);
  // Deleted meanwhile, or another run finished it: nothing to do.
  return master?.archive_status === status ? master : undefined;
}

async function moveFiles(master: MasterItem, files: readonly MasterFile[], storageClass: StorageClass): Promise<void> {
  for (const file of files) {
    const state = await objectStorageState(file.bucket, file.key);
    // Gone (removed meanwhile): nothing to copy. Already where it should be (a retried step): not
    // copied again, but metered, in case the step failed between the copy and the metering.
    if (!state) continue;
    if (state.storageClass !== storageClass) await setStorageClass(file.bucket, file.key, storageClass, state);
    await meterStoredFiles([
      {
        change: storageClass === 'GLACIER' ? 'archived' : 'restored',
        file: { ...file, accountId: master.account_id, bytes: state.size, madeOn: master.created_on },
      },
    ]);
  }
}

/** FREEZE: every cold file to Glacier, then the master is archived. */
export async function freezeMasterFiles(masterId: string): Promise<void> {
  const master = await masterInState(masterId, 'archiving');
  if (!master) return;
  await moveFiles(master, coldFiles(master), 'GLACIER');
  await updateMasterFields(table(), masterId, { archive_status: 'archived', modified_on: nowIso() });
}

/** REQUEST_RESTORE: a readable copy of each archived file is asked for; answers how long to wait before checking. */
export async function requestMasterRestore(masterId: string): Promise<{ wait_seconds: number }> {
  const master = await masterInState(masterId, 'unarchiving');
  if (master) {
    for (const file of coldFiles(master)) {
      const state = await objectStorageState(file.bucket, file.key);
      if (state?.storageClass === 'GLACIER' && state.restore === 'none')
        await requestRestore(file.bucket, file.key, RESTORE_DAYS);
    }
  }
  return { wait_seconds: restoreCheckSeconds() };
}

/** CHECK_RESTORE: whether every archived file is readable yet. */
export async function masterRestoreDone(masterId: string): Promise<{ restored: boolean; wait_seconds: number }> {
  const master = await masterInState(masterId, 'unarchiving');
  if (!master) return { restored: true, wait_seconds: 0 };
  const states = await Promise.all(coldFiles(master).map((file) => objectStorageState(file.bucket, file.key)));
  const waiting = states.filter((state) => state?.storageClass === 'GLACIER' && state.restore !== 'done').length;
  return { restored: waiting === 0, wait_seconds: restoreCheckSeconds() };
}

/** THAW: every file copied back to Standard for good; the master is usable again. */
export async function thawMasterFiles(masterId: string): Promise<void> {
  const master = await masterInState(masterId, 'unarchiving');
  if (!master) return;
  await moveFiles(master, coldFiles(master), 'STANDARD');
  await updateMasterFields(table(), masterId, { archived: false, archive_status: null, modified_on: nowIso() });
}

/**
 * FAILED: the run failed twice. The master is left archived, the one state from which every file
 * is recovered (unarchiving restores the cold ones and leaves those still in Standard); the owner
 * can unarchive at once.
 */
export async function recordArchivingFailure(masterId: string, direction: ArchivingDirection): Promise<void> {
  const master = await getMaster(table(), masterId);
  if (!master?.archived) return;
  logger.error('Master archiving failed', { masterId, direction });
  await updateMasterFields(table(), masterId, { archive_status: 'archived', modified_on: nowIso() });
}

const restoreCheckSeconds = () => Number(config().restoreCheckSeconds ?? RESTORE_CHECK_SECONDS);
