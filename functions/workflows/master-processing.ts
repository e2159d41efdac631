import { idField, processingStepSchema } from '@masterport/contract';
import {
  checkTranscript,
  makeTranscript,
  recordMediaConvertOutputs,
  recordProcessingFailure,
  recordTranscriptFailure,
  runProcessingStep,
  takeMergedSources,
  type StepResult,
  type TranscriptStepResult,
} from '@masterport/core/processing';
import { logger } from '@masterport/core/shared';
import * as z from 'zod';

const taskBase = { master_id: idField(), execution: z.string().min(1).max(80) };

/**
 * What the state machine sends the media task (definition.asl.json's Payload blocks), checked at
 * entry: a payload that does not match fails the task before any work, naming what is wrong.
 */
export const mediaTaskEventSchema = z.discriminatedUnion('step', [
  z.object({ ...taskBase, step: processingStepSchema }),
  /** The run's first state: a merge takes the other master's sources; any other run passes. */
  z.object({ ...taskBase, step: z.literal('MERGING') }),
  /** Both tries of a step failed: record the failure (the Catch passes Error and Cause). */
  z.object({
    ...taskBase,
    step: z.literal('FAILED'),
    error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
  }),
  /**
   * The transcript branch (docs/transcripts.md): make it (or start Transcribe's job), check the job
   * after a wait, or record it unavailable when its task failed twice (the Catch passes the error).
   */
  z.object({ ...taskBase, step: z.enum(['TRANSCRIPT', 'TRANSCRIPT_CHECK']) }),
  z.object({
    ...taskBase,
    step: z.literal('TRANSCRIPT_FAILED'),
    error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
  }),
  /** After an output step's MediaConvert jobs finished: check and record what they wrote. */
  z.object({
    ...taskBase,
    step: z.literal('MEDIACONVERT_RECORD'),
    output_step: processingStepSchema,
    jobs: z.array(
      z.object({
        job_id: z.string(),
        status: z.string(),
        metadata: z.object({ master_id: z.string(), revision: z.string(), step: z.string(), output_key: z.string() }),
      }),
    ),
  }),
]);
export type MediaTaskEvent = z.input<typeof mediaTaskEventSchema>;

/**
 * The media task of the master-processing state machine: one function for every step (the step
 * is in the payload), with the ffmpeg layer in AWS. It answers `{ outcome, jobs }`: the outcome for
 * the QC Choice, the MediaConvert CreateJob requests an output step prepared for its branch's Map;
 * the transcript's tasks answer `{ transcript }`, `waiting` while a Transcribe job works.
 */
export async function handler(payload: unknown): Promise<StepResult | TranscriptStepResult> {
  const parsed = mediaTaskEventSchema.safeParse(payload);
  if (!parsed.success) {
    logger.error('Media task payload refused', { issues: parsed.error.issues });
    throw new Error(
      `Media task payload refused: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'payload'}: ${issue.message}`).join('; ')}`,
    );
  }
  const event = parsed.data;
  logger.appendKeys({ masterId: event.master_id, step: event.step, execution: event.execution });
  if (event.step === 'FAILED') {
    await recordProcessingFailure(event.master_id, event.error);
    return { outcome: 'stop', jobs: [] };
  }
  if (event.step === 'MERGING') {
    await takeMergedSources(event.master_id);
    return { outcome: 'continue', jobs: [] };
  }
  if (event.step === 'TRANSCRIPT') return makeTranscript(event.master_id);
  if (event.step === 'TRANSCRIPT_CHECK') return checkTranscript(event.master_id);
  if (event.step === 'TRANSCRIPT_FAILED') return recordTranscriptFailure(event.master_id, event.error?.Error);
  if (event.step === 'MEDIACONVERT_RECORD') {
    await recordMediaConvertOutputs(event.output_step, event.master_id, event.jobs);
    return { outcome: 'continue', jobs: [] };
  }
  return runProcessingStep(event.step, event.master_id);
}
