import type { AccountItem, MasterItem, PartnershipItem } from '@masterport/data';
import { getAccount } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { renderPartnerMasterMail } from '../mail/partner-master.ts';

/**
 * Tells the owner's addresses for this studio that it created a master on their behalf, in the
 * owner account's language. A mail that fails is logged: the master exists either way.
 */
export async function notifyPartnerMaster(
  partnership: PartnershipItem,
  owner: AccountItem,
  master: MasterItem,
): Promise<void> {
  if (!partnership.notifications.length) return;
  const studio = await getAccount(table(), partnership.studio_account_id);
  const link = `${config().appUrl}/app/masters/details/${master.id}`;
  const facts = {
    studioName: studio?.name ?? '',
    accountName: owner.name,
    title: master.title,
    uniqueId: master.unique_id,
  };
  const results = await Promise.allSettled(
    partnership.notifications.map((to) => mailer.send(renderPartnerMasterMail(owner.language, to, facts, link))),
  );
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed) logger.error('Partner-studio master notification failed', { masterId: master.id, failed });
}
