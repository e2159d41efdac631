import { idField } from '@masterport/contract';
import {
  freezeMasterFiles,
  masterRestoreDone,
  recordArchivingFailure,
  requestMasterRestore,
  thawMasterFiles,
} from '@masterport/core/masters';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

/** What the master-archiving state machine sends (definition.asl.json's Payload), checked at entry. */
export const masterArchivingEventSchema = z.object({
  step: z.enum(['FREEZE', 'REQUEST_RESTORE', 'CHECK_RESTORE', 'THAW', 'FAILED']),
  master_id: idField(),
  direction: z.enum(['archive', 'unarchive']),
});

/** The master-archiving task: one step of moving a master's files to cold storage or back. */
export async function handler(payload: unknown): Promise<unknown> {
  const parsed = masterArchivingEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Master archiving payload refused', { issues: parsed.error.issues });
    throw new Error(
      `Master archiving payload refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
    );
  }
  const { step, master_id: masterId, direction } = parsed.data;
  try {
    switch (step) {
      case 'FREEZE':
        return await freezeMasterFiles(masterId);
      case 'REQUEST_RESTORE':
        return await requestMasterRestore(masterId);
      case 'CHECK_RESTORE':
        return await masterRestoreDone(masterId);
      case 'THAW':
        return await thawMasterFiles(masterId);
      case 'FAILED':
        return await recordArchivingFailure(masterId, direction);
    }
  } catch (error) {
    // Step Functions keeps only the error's name; the log keeps what went wrong.
    logger.error('Master archiving step failed', { masterId, step, error });
    throw error;
  }
}
