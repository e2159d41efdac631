import { idField } from '@masterport/contract';
import {
  finishAccountArchive,
  failAccountArchive,
  failArchivePart,
  prepareAccountArchive,
} from '@masterport/core/account-archive';
import { buildArchive } from '@masterport/core/archives';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

/** What the account-archive state machine sends (definition.asl.json's Payload), checked at entry. */
export const accountArchiveEventSchema = z.discriminatedUnion('step', [
  z.object({ step: z.enum(['PREPARE', 'FINISH', 'FAILED']), account_id: idField(), cancelled_on: z.iso.datetime() }),
  z.object({ step: z.enum(['BUILD', 'PART_FAILED']), archive_id: idField() }),
]);

/** The account-archive task: one step of zipping a cancelled account's data (state-machines/account-archive). */
export async function handler(payload: unknown): Promise<unknown> {
  const parsed = accountArchiveEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Account archive payload refused', { issues: parsed.error.issues });
    throw new Error(
      `Account archive payload refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
    );
  }
  const event = parsed.data;
  try {
    switch (event.step) {
      case 'PREPARE':
        return await prepareAccountArchive(event.account_id, event.cancelled_on);
      case 'BUILD':
        return await buildArchive(event.archive_id);
      case 'PART_FAILED':
        return await failArchivePart(event.archive_id);
      case 'FINISH':
        return await finishAccountArchive(event.account_id, event.cancelled_on);
      case 'FAILED':
        return await failAccountArchive(event.account_id, event.cancelled_on);
    }
  } catch (error) {
    // Step Functions keeps only the error's name; the log keeps what went wrong.
    logger.error('Account archive step failed', { step: event.step, error });
    throw error;
  }
}
