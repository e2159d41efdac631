import { idField } from '@masterport/contract';
import { buildArchive, failArchive } from '@masterport/core/archives';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

/** What the archive-files state machine sends (definition.asl.json's Payload), checked at entry. */
export const archiveTaskEventSchema = z.object({ step: z.enum(['BUILD', 'FAILED']), archive_id: idField() });

/** The archive task: zips an archive's files (BUILD), or marks it failed after two failed builds. */
export async function handler(payload: unknown): Promise<void> {
  const parsed = archiveTaskEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Archive task payload refused', { issues: parsed.error.issues });
    throw new Error(
      `Archive task payload refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
    );
  }
  if (parsed.data.step === 'FAILED') return failArchive(parsed.data.archive_id);
  try {
    await buildArchive(parsed.data.archive_id);
  } catch (error) {
    // Step Functions keeps only the error's name; the log keeps what went wrong.
    logger.error('Archive build failed', { archiveId: parsed.data.archive_id, error });
    throw error;
  }
}
