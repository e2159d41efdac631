import { getMaster, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import type { AuthContext } from '../auth/authorize.ts';
import { AppError } from '../errors.ts';
import { studioWorksFor } from '../partners/partner-studios.ts';

/** Whether the working account may open a master: its owner, or the partner studio that made it while it still works for the owner. */
export async function canOpen(auth: AuthContext, master: MasterItem): Promise<boolean> {
  if (master.account_id === auth.accountId) return true;
  return (
    master.partner_studio_id === auth.accountId &&
    !master.removed_by_studio &&
    studioWorksFor(auth.accountId, master.account_id)
  );
}

/** A master the working account may open, or data_restriction: other accounts' masters do not exist here. */
export async function ownMaster(auth: AuthContext, masterId: string): Promise<MasterItem> {
  const master = await getMaster(table(), masterId);
  if (!master) throw new AppError('not_found');
  if (!(await canOpen(auth, master))) throw new AppError('data_restriction');
  return master;
}
