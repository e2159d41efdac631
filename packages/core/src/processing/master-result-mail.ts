import { countMasterFiles, isSlateComplete } from '@masterport/contract';
import { claimResultMail, getAccount, getMaster, getUser, type MasterItem } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { mailer } from '../adapters/mailer.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { renderMasterResultMail, type MasterResult } from '../mail/master-result.ts';

/** The master page's tab each e-mail opens. */
const TAB: Record<MasterResult, string> = { ready: 'outputs', rejected: 'quality', failed: 'details' };

/** Who hears of a run's end: whoever created the master (a partner studio's user, say) and the owner account's primary user. */
async function recipients(master: MasterItem) {
  const owner = await getAccount(table(), master.account_id);
  const ids = [...new Set([master.created_by, owner?.primary_user_id].filter((id): id is string => Boolean(id)))];
  const users = await Promise.all(ids.map((id) => getUser(table(), id)));
  return users.filter((user) => user?.status === 'active' && user.notify_master_results !== false).map((user) => user!);
}

/**
 * Tells how a processing run ended (ready, rejected, failed), once per run, in each reader's
 * language, with a link to the right tab. Never fails the run: a mail that cannot go is logged.
 */
export async function mailMasterResult(masterId: string, result: MasterResult): Promise<void> {
  try {
    const master = await getMaster(table(), masterId);
    // A run only ever starts on a complete slate.
    if (!master || !isSlateComplete(master) || !(await claimResultMail(table(), master.id, master.revision))) return;
    const link = `${config().appUrl}/app/masters/details/${encodeURIComponent(master.id)}?tab=${TAB[result]}`;
    const rejected = master.quality_control.filter((item) => item.status === 'rejected');
    const sent = await Promise.allSettled(
      (await recipients(master)).map((user) =>
        mailer.send(
          renderMasterResultMail(
            result,
            user.language,
            user.email,
            user.first_name,
            {
              title: master.title,
              uniqueId: master.unique_id,
              files: countMasterFiles(Object.keys(master.outputs)),
              reasons: rejected.map((item) => item.message[user.language]),
              loudnessFixable: master.qc_status === 'SOURCE_INTEGRATED_LOUDNESS_REJECTED',
            },
            link,
          ),
        ),
      ),
    );
    const failed = sent.filter((outcome) => outcome.status === 'rejected').length;
    if (failed) logger.error('Master result e-mail failed', { masterId, result, failed });
  } catch (error) {
    logger.error('Master result e-mail not sent', { masterId, result, error: String(error) });
  }
}
