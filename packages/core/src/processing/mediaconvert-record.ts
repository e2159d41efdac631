/**
 * After the MediaConvert jobs of an output step finished (Step Functions' createJob.sync), each file
 * they wrote is downloaded, probed and checked against its profile exactly like an ffmpeg output,
 * and only then recorded. One refused file fails the step and removes every file the step's jobs
 * wrote, so nothing half-checked is ever offered.
 *
 * Loudness is measured against the promise (within 0.1 LU of the target, at or under the true-peak
 * ceiling: `loudnessPromiseMiss`), not only the defect check's 0.5 LU: a job's gain comes from the
 * ffmpeg calibration, measured on ffmpeg's encoder, and MediaConvert's AAC may land a few hundredths
 * elsewhere. A file that misses is never offered: its key is made again by ffmpeg in this step,
 * calibrated and checked as every ffmpeg output is, and written over the job's file
 * (docs/architecture.md, "MediaConvert's loudness").
 */
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { getMaster, type MasterOutput } from '@masterport/data';
import {
  inspectOutput,
  isMediaProfile,
  LOUDNESS_CHECKS,
  loudnessPromiseMiss,
  outputFileName,
  outputProfile,
  prepareRenderContext,
  type MediaProfile,
} from '@masterport/media';
import { table } from '../adapters/db.ts';
import { deleteObjects, deletePrefix, downloadToFile } from '../adapters/storage.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { clipPrefix, type MediaConvertJobRequest } from './mediaconvert-jobs.ts';
import { mediaMetadata, requireOutputChecks } from './output-check.ts';
import { outputPrefix } from './run-files.ts';
import { encodeAndRecord, recordOutput, type ProcessingStep } from './steps.ts';
import { localSources, masterSpec, workDir } from './workspace.ts';
import { requireCompleteSlate } from '../master-access/slate-rules.ts';

/** What the state machine keeps of a finished job (the createJob.sync state's ResultSelector). */
export interface FinishedJob {
  readonly job_id: string;
  readonly status: string;
  readonly metadata: MediaConvertJobRequest['UserMetadata'];
}

/** What the record step did with each job's file: recorded as MediaConvert's, or made again by ffmpeg. */
export interface MediaConvertRecord {
  readonly recorded: string[];
  readonly remadeByFfmpeg: { readonly key: string; readonly reason: string }[];
}

export async function recordMediaConvertOutputs(
  step: ProcessingStep,
  masterId: string,
  finished: readonly FinishedJob[],
): Promise<MediaConvertRecord> {
  const stored = await getMaster(table(), masterId);
  if (!stored) throw new Error(`Master ${masterId} does not exist`);
  const master = requireCompleteSlate(stored);
  const bucket = config().outputsBucket;
  const spec = masterSpec(master);
  const dir = join(workDir(master), 'mediaconvert', step);
  const files = finished.map((job) => {
    const profile = outputProfile(job.metadata.output_key);
    if (!isMediaProfile(profile)) throw new Error(`${job.metadata.output_key} is not a media output`);
    const filename = outputFileName(master.unique_id, profile.key);
    return { job, profile, filename, s3Key: `${outputPrefix(master)}${filename}`, path: join(dir, filename) };
  });
  const checked: {
    profile: MediaProfile;
    filename: string;
    s3Key: string;
    size: number;
    metadata: MasterOutput['metadata'];
  }[] = [];
  const missed: { key: string; reason: string }[] = [];
  try {
    for (const { job, profile, filename, s3Key, path } of files) {
      // A job of another master or run (a stale execution) must never be recorded on this one.
      const { metadata } = job;
      if (metadata.master_id !== master.id || metadata.revision !== String(master.revision) || metadata.step !== step) {
        throw new Error(
          `MediaConvert job ${job.job_id} belongs to ${metadata.master_id} r${metadata.revision} ${metadata.step}, not ${master.id} r${master.revision} ${step}`,
        );
      }
      if (job.status !== 'COMPLETE')
        throw new Error(`MediaConvert job ${job.job_id} (${profile.key}) ended ${job.status}`);
      await downloadToFile(bucket, s3Key, path);
      const facts = await inspectOutput(profile, spec, path);
      // A failed check of the file's make (frames, fields, timecode, tracks...) is a defect: it fails
      // the step. Its loudness is held to the promise: a miss of any size is made again (below).
      requireOutputChecks(profile, spec, facts, LOUDNESS_CHECKS);
      const miss = loudnessPromiseMiss(profile, facts.loudness);
      if (miss) {
        missed.push({ key: profile.key, reason: miss });
        continue;
      }
      checked.push({
        profile,
        filename,
        s3Key,
        size: (await stat(path)).size,
        metadata: mediaMetadata(profile, facts, 'mediaconvert'),
      });
    }
  } catch (error) {
    logger.error('MediaConvert outputs refused: removing them', { step, error: (error as Error).message });
    await deleteObjects(
      bucket,
      files.map((file) => file.s3Key),
    );
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
    await deletePrefix(bucket, clipPrefix(master, step));
  }
  for (const output of checked)
    await recordOutput(
      master,
      output.profile.key,
      { s3Key: output.s3Key, filename: output.filename, size: output.size },
      output.metadata,
    );
  if (missed.length) {
    // The job's file stays unlisted until ffmpeg's replaces it under the same name; should that fail,
    // the step fails and the run's failure removes every file of the run.
    logger.warn('MediaConvert outputs missed their loudness: made again by ffmpeg', { step, missed });
    const context = await prepareRenderContext(spec, await localSources(master));
    await encodeAndRecord(
      master,
      missed.map((m) => m.key),
      context,
      join(workDir(master), 'outputs', `${step}-remade`),
    );
  }
  return { recorded: checked.map((c) => c.profile.key), remadeByFfmpeg: missed };
}
