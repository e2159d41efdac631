import {
  recordMediaConvertOutputs, recordProcessingFailure, runProcessingStep, type FinishedJob, type ProcessingStep, type StepResult,
} from '@masterport/core/processing';
import { logger } from '@masterport/core/shared';

export type MediaTaskEvent =
  | { step: ProcessingStep | 'FAILED'; master_id: string; execution: string; error?: { Error?: string; Cause?: string } }
  /** After an output step's MediaConvert jobs finished: check and record what they wrote. */
  | { step: 'MEDIACONVERT_RECORD'; output_step: ProcessingStep; master_id: string; execution: string; jobs: FinishedJob[] };

/**
 * The media task of the master-processing state machine: one function for every step (the step
 * is in the payload), with the ffmpeg layer in AWS. It answers `{ outcome, jobs }`: the outcome for
 * the QC Choice, the MediaConvert CreateJob requests an output step prepared for its branch's Map.
 */
export async function handler(event: MediaTaskEvent): Promise<StepResult> {
  logger.appendKeys({ masterId: event.master_id, step: event.step, execution: event.execution });
  if (event.step === 'FAILED') {
    await recordProcessingFailure(event.master_id, event.error);
    return { outcome: 'stop', jobs: [] };
  }
  if (event.step === 'MEDIACONVERT_RECORD') {
    await recordMediaConvertOutputs(event.output_step, event.master_id, event.jobs);
    return { outcome: 'continue', jobs: [] };
  }
  return runProcessingStep(event.step, event.master_id);
}
