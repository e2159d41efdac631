import {
  deleteMaster,
  getAccount,
  listDistributionIdsFor,
  listMastersForAccount,
  listPlaylistLinksForMaster,
  removeMasterFromStudio,
  UniqueConflictError,
} from '@masterport/data';
import { distributionCarrier } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { deletePrefix } from '../adapters/storage.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { config } from '../config.ts';
import { meterDeletedFiles } from '../billing/storage-metering/stored-files.ts';
import { AppError } from '../errors.ts';
import { logger } from '../logger.ts';
import { dropMasterFromPlaylists } from '../playlists/playlist-masters.ts';
import { ownMaster } from '../master-access/own-master.ts';

/**
 * `delete`: the owner deletes a master for good, its item first (nothing refers to its files
 * after), then every file under its prefixes in both buckets. Refused while locked, while a run or
 * an archiving moves its files, to anyone but the owner (a partner studio removes instead), for
 * a master that was distributed (its delivery reports certify files stations hold: archive it
 * instead), and for a demo account's last master. It leaves the playlists that held it.
 */
export async function deleteMasterForGood(auth: AuthContext, masterId: string): Promise<void> {
  const master = await ownMaster(auth, masterId);
  if (master.account_id !== auth.accountId) throw new AppError('master_cannot_be_deleted', { details: ['not_owner'] });
  if (master.locked) throw new AppError('master_locked');
  if (master.is_running || master.archive_status === 'archiving' || master.archive_status === 'unarchiving')
    throw new AppError('master_busy');
  if ((await listDistributionIdsFor(table(), distributionCarrier.master(master.id))).length > 0)
    throw new AppError('master_cannot_be_deleted', { details: ['distributed'] });
  const account = await getAccount(table(), auth.accountId);
  if (account?.is_demo) {
    const { cursor } = await listMastersForAccount(table(), auth.accountId, {}, { limit: 1 });
    if (!cursor) throw new AppError('demo_masters_cannot_be_deleted');
  }
  const playlistLinks = await listPlaylistLinksForMaster(table(), master.id);
  try {
    await deleteMaster(table(), master);
  } catch (error) {
    // Changed since it was read (a run started, an upload began): the user looks again and retries.
    if (error instanceof UniqueConflictError && error.conflict === 'stale') throw new AppError('changed_meanwhile');
    if (error instanceof UniqueConflictError)
      throw new AppError('master_cannot_be_deleted', { details: ['distributed'] });
    throw error;
  }
  await dropMasterFromPlaylists(master.id, playlistLinks);
  const prefixes = [
    [config().sourcesBucket, `sources/${master.account_id}/${master.id}/`],
    [config().outputsBucket, `outputs/${master.account_id}/${master.id}/`],
  ] as const;
  for (const [bucket, prefix] of prefixes) {
    // The master is gone whatever happens here; files left behind are logged for the operator.
    await deletePrefix(bucket, prefix)
      .then((deleted) => meterDeletedFiles(bucket, deleted))
      .catch((error: unknown) =>
        logger.error('Files of a deleted master left behind', { masterId: master.id, prefix, error }),
      );
  }
}

/**
 * `remove`: a partner studio takes a master it made for a client out of its "Made for clients"
 * list and stops opening it; the owner keeps it untouched. The owner deletes instead.
 */
export async function removeMasterFromList(auth: AuthContext, masterId: string): Promise<void> {
  const master = await ownMaster(auth, masterId);
  if (master.account_id === auth.accountId) throw new AppError('master_remove_owner');
  await removeMasterFromStudio(table(), master.id);
}
