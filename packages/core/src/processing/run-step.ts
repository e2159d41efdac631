import { PROCESSING_STEP_TABLE, type ProcessingStep } from '@masterport/contract';
import { getMaster, nowIso, updateMasterFields } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { logger } from '../logger.ts';
import type { MediaConvertJobRequest } from './mediaconvert-jobs.ts';
import { isRunFile, removeRunFiles } from './run-files.ts';
import { mailMasterResult } from './master-result-mail.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';
import { startWhenReady } from './start-processing.ts';
import { keysForStep, OUTPUT_STEPS, STEP_WORK } from './steps.ts';
import { forgetRunTranscript, recordTranscriptFailure } from './transcript.ts';

export type { ProcessingStep } from '@masterport/contract';

/**
 * What the state machine reads of a step: `outcome` for the QC Choice, and the MediaConvert jobs an
 * output step prepared (always present, empty with ffmpeg, so the branch's Choice can test it).
 */
export interface StepResult {
  readonly outcome: 'continue' | 'stop';
  readonly jobs: MediaConvertJobRequest[];
}

/**
 * Parallel branches share the master: the stage shown is the one that started last. A branch with
 * nothing to make for this master (radio files for a TV spot, or every key but the one a
 * recreate-output run asked for) leaves the stage alone, so the page never shows a stage the master
 * does not go through.
 */
export async function runProcessingStep(step: ProcessingStep, masterId: string): Promise<StepResult> {
  const stored = await getMaster(table(), masterId);
  if (!stored) throw new Error(`Master ${masterId} does not exist`);
  // Every step works on the files the run started with, whatever was uploaded since.
  const master = requireCompleteSlate({ ...stored, sources: stored.run_sources });
  if (OUTPUT_STEPS.includes(step) && keysForStep(step, master).length === 0) return { outcome: 'continue', jobs: [] };
  // COMPLETED sets its stage itself, together with the end of the run (see steps.ts).
  if (step !== 'COMPLETED')
    await updateMasterFields(table(), masterId, {
      status: step,
      progress: Math.max(master.progress, PROCESSING_STEP_TABLE[step].progress),
      is_running: true,
      modified_on: nowIso(),
    });
  const started = Date.now();
  const answer = await STEP_WORK[step]({ ...master, status: step });
  const result: StepResult =
    typeof answer === 'string' ? { outcome: answer, jobs: [] } : { outcome: answer.outcome, jobs: [...answer.jobs] };
  logger.info('Processing step done', {
    step,
    seconds: (Date.now() - started) / 1000,
    outcome: result.outcome,
    mediaconvertJobs: result.jobs.length,
  });
  // A transcript still running when the run completes had its branch fail: it is unavailable, the run done.
  if (step === 'COMPLETED') await recordTranscriptFailure(masterId, 'the run completed before its transcript');
  // The run is over (done, or stopped by quality control): files uploaded meanwhile start the next.
  if (step === 'COMPLETED' || result.outcome === 'stop') await startWhenReady(masterId);
  return result;
}

/**
 * A step failed twice: the master leaves the running state with a catalogued error, and every file
 * of the failed run is removed (the outputs it recorded, its thumbnails, what MediaConvert wrote), so
 * nothing half-written is offered or kept. What earlier runs made stays as it was.
 */
export async function recordProcessingFailure(
  masterId: string,
  error: { Error?: string; Cause?: string } | undefined,
): Promise<void> {
  const master = await getMaster(table(), masterId);
  if (!master) return;
  logger.error('Master processing failed', {
    error: error?.Error,
    cause: error?.Cause?.slice(0, 2000),
    status: master.status,
  });
  const kept = Object.fromEntries(
    Object.entries(master.outputs).filter(([, output]) => !isRunFile(master, output.s3_key)),
  );
  const thumbnails = master.thumbnails.filter((thumbnail) => !isRunFile(master, thumbnail.s3_key));
  await updateMasterFields(table(), masterId, {
    is_running: false,
    outputs: kept,
    processing_error: { code: 'processing_failed', step: master.status, at: nowIso() },
    modified_on: nowIso(),
    thumbnails,
    thumbnail_key: thumbnails.some((thumbnail) => thumbnail.s3_key === master.thumbnail_key)
      ? master.thumbnail_key
      : (thumbnails[0]?.s3_key ?? null),
    preview_output_key: master.preview_output_key && kept[master.preview_output_key] ? master.preview_output_key : null,
    preview_cc608_key:
      master.preview_cc608_key && !isRunFile(master, master.preview_cc608_key) ? master.preview_cc608_key : null,
    ...forgetRunTranscript(master),
  });
  await removeRunFiles(master);
  await mailMasterResult(masterId, 'failed');
  await startWhenReady(masterId);
}
