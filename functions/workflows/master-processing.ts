import { logger, recordProcessingFailure, runProcessingStep, type ProcessingStep } from '@masterport/core';

export interface MediaTaskEvent {
  step: ProcessingStep | 'FAILED';
  master_id: string;
  execution: string;
  error?: { Error?: string; Cause?: string };
}

/**
 * The media task of the master-processing state machine: one function for every step (the step
 * is in the payload), with the ffmpeg layer in AWS. It answers `{ outcome }` for the Choice states.
 */
export async function handler(event: MediaTaskEvent): Promise<{ outcome: 'continue' | 'stop' }> {
  logger.appendKeys({ masterId: event.master_id, step: event.step, execution: event.execution });
  if (event.step === 'FAILED') {
    await recordProcessingFailure(event.master_id, event.error);
    return { outcome: 'stop' };
  }
  return { outcome: await runProcessingStep(event.step, event.master_id) };
}
