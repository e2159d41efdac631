import { checkUnfinishedDeliveries } from '@masterport/core/distributions';
import { logger } from '@masterport/core/shared';

/**
 * The delivery watchdog, on a schedule (an EventBridge rule every five minutes in AWS, a timer in
 * the local cloud): destinations whose execution ended or vanished while they were still to finish
 * are put in error (`stopped`) for a person to send again. The event carries nothing it reads.
 */
export async function handler(): Promise<{ checked: number; interrupted: number }> {
  const result = await checkUnfinishedDeliveries();
  if (result.interrupted > 0) logger.warn('Delivery watchdog stopped interrupted deliveries', result);
  return result;
}
