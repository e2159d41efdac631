import { DEMO_PLAYLIST_MAX_MASTERS, PLAYLIST_MAX_MASTERS } from '@masterport/contract';
import { getAccount } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { ownMaster } from '../master-access/own-master.ts';

/**
 * The masters a playlist may gain (seed 001 §4 and §9), in the order asked, without those it
 * already holds or asked twice: each one the account may open (its own, or one its studio made
 * for a client), none archived, archiving, unarchiving or processing; at most
 * PLAYLIST_MAX_MASTERS in all, and DEMO_PLAYLIST_MAX_MASTERS on a demo account.
 */
export async function checkedMastersToAdd(
  auth: AuthContext,
  current: readonly string[],
  asked: readonly string[],
): Promise<string[]> {
  const held = new Set(current);
  const fresh = [...new Set(asked)].filter((id) => !held.has(id));
  for (const id of fresh) {
    const master = await ownMaster(auth, id);
    if (master.archive_status === 'archived')
      throw new AppError('master_archived', { details: [master.unique_id ?? master.title] });
    if (master.archived || master.is_running)
      throw new AppError('master_busy', { details: [master.unique_id ?? master.title] });
  }
  const total = current.length + fresh.length;
  if (total > DEMO_PLAYLIST_MAX_MASTERS && (await getAccount(table(), auth.accountId))?.is_demo)
    throw new AppError('demo_playlist_limit');
  if (total > PLAYLIST_MAX_MASTERS) throw new AppError('playlist_full');
  return [...current, ...fresh];
}

/** Seed 001 §9: a demo account's playlist never loses its last master. */
export async function checkMasterRemovable(auth: AuthContext, remaining: number): Promise<void> {
  if (remaining === 0 && (await getAccount(table(), auth.accountId))?.is_demo)
    throw new AppError('demo_playlist_empty');
}
