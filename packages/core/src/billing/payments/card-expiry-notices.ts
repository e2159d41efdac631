import { cardsExpiringIn, getAccount } from '@masterport/data';
import { table } from '../../adapters/db.ts';
import { logger } from '../../logger.ts';
import { mailCardExpiring } from './billing-mails.ts';

/**
 * Tells each active account whose primary card expires in `month` (YYYY-MM), once per card: the
 * month end runs it for the month just begun, whose end comes before the next charge. Read from the
 * platform's list of cards by expiry month, never a scan; a card already told is skipped, and a
 * notice that fails is logged and left (the billing page shows the expiry too).
 */
export async function sendCardExpiryNotices(month: string): Promise<{ month: string; sent: number }> {
  let sent = 0;
  for await (const page of cardsExpiringIn(table(), month)) {
    for (const card of page) {
      if (!card.is_primary || card.expiry_notice_sent === month) continue;
      try {
        const account = await getAccount(table(), card.account_id);
        if (account?.status !== 'active') continue;
        if (await mailCardExpiring(card)) sent += 1;
      } catch (error) {
        logger.error('Card expiry notice not sent', { accountId: card.account_id, error: String(error) });
      }
    }
  }
  logger.info('Card expiry notices sent', { month, sent });
  return { month, sent };
}
