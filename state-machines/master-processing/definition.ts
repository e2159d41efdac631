import type { ProcessingStep } from '@masterport/contract';
import {
  catchAll,
  functionStep,
  LAMBDA_INVOKE,
  RETRY_ONCE,
  type Json,
  type State,
  type StateMachineBody,
  type StateMachineDefinition,
  type TaskState,
} from '../lib/asl.ts';

/** The task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const MEDIA_TASK_SUBSTITUTION = 'MediaTaskFunctionArn';

const RECORD_FAILURE = 'Record the failure';
/** Lambda tasks run at most as long as the media task may (15 minutes). */
const TASK_TIMEOUT_SECONDS = 900;

/** The media task's payload for a step: what functions/workflows/master-processing.ts validates. */
const payload = (step: string, extra: Record<string, Json> = {}): Record<string, Json> => ({
  step,
  ...extra,
  'master_id.$': '$.master_id',
  'execution.$': '$$.Execution.Name',
});

/** One step of the run: the media task, retried once; top-level steps send any failure to the failure record. */
function stepTask(
  step: ProcessingStep | 'MERGING',
  options: { resultPath?: string; next?: string; topLevel?: boolean; withJobs?: boolean } = {},
): TaskState {
  return {
    Type: 'Task',
    Resource: LAMBDA_INVOKE,
    Parameters: { FunctionName: `\${${MEDIA_TASK_SUBSTITUTION}}`, Payload: payload(step) },
    ResultSelector: {
      step,
      'outcome.$': '$.Payload.outcome',
      ...(options.withJobs ? { 'jobs.$': '$.Payload.jobs' } : {}),
    },
    ResultPath: options.resultPath ?? '$.last',
    Retry: RETRY_ONCE,
    ...(options.topLevel === false ? {} : { Catch: catchAll(RECORD_FAILURE) }),
    ...(options.next ? { Next: options.next } : { End: true as const }),
    TimeoutSeconds: TASK_TIMEOUT_SECONDS,
  } as TaskState;
}

/**
 * An output branch of "Make the outputs": the step makes its keys with ffmpeg and answers the
 * MediaConvert jobs it prepared for the rest (none with the ffmpeg encoder); when there are jobs, a
 * Map runs them through createJob.sync and a record step checks and records what they wrote.
 */
function outputBranch(step: ProcessingStep, files: string, aFile: string): StateMachineBody {
  const make = `Make the ${files}`;
  const prepared = `Were MediaConvert jobs prepared for the ${files}?`;
  const run = `Run the MediaConvert jobs of the ${files}`;
  const record = `Check and record the ${files} MediaConvert made`;
  const made = `The ${files} are made`;
  const encode = `Encode ${aFile} with MediaConvert`;
  return {
    StartAt: make,
    States: {
      [make]: stepTask(step, { next: prepared, topLevel: false, withJobs: true }),
      [prepared]: {
        Type: 'Choice',
        Choices: [{ Variable: '$.last.jobs[0]', IsPresent: true, Next: run }],
        Default: made,
      },
      [run]: {
        Type: 'Map',
        ItemsPath: '$.last.jobs',
        MaxConcurrency: 10,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: encode,
          States: {
            [encode]: {
              Type: 'Task',
              Resource: 'arn:aws:states:::mediaconvert:createJob.sync',
              Parameters: { 'Role.$': '$.Role', 'Settings.$': '$.Settings', 'UserMetadata.$': '$.UserMetadata' },
              ResultSelector: {
                'job_id.$': '$.Job.Id',
                'status.$': '$.Job.Status',
                'metadata.$': '$.Job.UserMetadata',
              },
              Retry: [
                {
                  ErrorEquals: ['MediaConvert.TooManyRequestsException', 'MediaConvert.InternalServerErrorException'],
                  IntervalSeconds: 10,
                  MaxAttempts: 3,
                  BackoffRate: 2,
                },
              ],
              End: true,
              // A long master's slowest encode; MediaConvert queues jobs rather than failing them.
              TimeoutSeconds: 21_600,
            },
          },
        },
        ResultPath: '$.mediaconvert',
        Next: record,
      },
      [record]: {
        Type: 'Task',
        Resource: LAMBDA_INVOKE,
        Parameters: {
          FunctionName: `\${${MEDIA_TASK_SUBSTITUTION}}`,
          Payload: payload('MEDIACONVERT_RECORD', { output_step: step, 'jobs.$': '$.mediaconvert' }),
        },
        ResultSelector: { step, 'outcome.$': '$.Payload.outcome' },
        ResultPath: '$.last',
        OutputPath: '$.last',
        Retry: RETRY_ONCE,
        End: true,
        TimeoutSeconds: TASK_TIMEOUT_SECONDS,
      },
      [made]: { Type: 'Succeed', OutputPath: '$.last' },
    },
  };
}

/** Seconds between two checks of a Transcribe job: a spot's job takes a fraction of its length. */
export const TRANSCRIPT_CHECK_SECONDS = 15;

/**
 * The transcript branch of "Make the outputs" (docs/transcripts.md): the media task makes the
 * transcript (pocketsphinx answers at once) or starts a Transcribe job, which this branch waits for
 * in a Wait state and checks until it ends; no Lambda sits idle meanwhile. It never fails the run:
 * a task that fails twice records the transcript unavailable, and if even that fails the branch ends.
 */
function transcriptBranch(): StateMachineBody {
  const make = 'Transcribe what is said';
  const waiting = 'Is the transcript still being made?';
  const wait = 'Wait for the transcript';
  const check = 'Check the transcript';
  const unavailable = 'Note the transcript unavailable';
  const done = 'The transcript is done';
  // The media task's payload (master and execution), its answer kept as `$.transcript`.
  const task = (step: string, next: string, extra: Record<string, Json> = {}): TaskState => ({
    ...functionStep(MEDIA_TASK_SUBSTITUTION, step, payload(step, extra), { timeoutSeconds: TASK_TIMEOUT_SECONDS }),
    ResultSelector: { 'transcript.$': '$.Payload.transcript' },
    ResultPath: '$.transcript',
    Catch: catchAll(unavailable),
    Next: next,
  });
  return {
    StartAt: make,
    States: {
      [make]: task('TRANSCRIPT', waiting),
      [waiting]: {
        Type: 'Choice',
        Choices: [{ Variable: '$.transcript.transcript', StringEquals: 'waiting', Next: wait }],
        Default: done,
      },
      [wait]: { Type: 'Wait', Seconds: TRANSCRIPT_CHECK_SECONDS, Next: check },
      [check]: task('TRANSCRIPT_CHECK', waiting),
      [unavailable]: {
        ...task('TRANSCRIPT_FAILED', done, { 'error.$': '$.error' }),
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: done }],
      } as TaskState,
      [done]: { Type: 'Succeed' },
    },
  };
}

/**
 * Master processing (state-machines/master-processing/README.md has the numbered steps): the
 * seed's stages in the contract's order, each a media task that records the master's stage; QC
 * may stop the run for the user; the output steps run side by side.
 */
export function masterProcessingDefinition(): StateMachineDefinition {
  const states: Record<string, State> = {
    // Every run passes here; only a merge (the master's merge_with) does anything (merge-sources.ts).
    "Take the merged master's sources": stepTask('MERGING', { next: 'Copy and probe the sources' }),
    'Copy and probe the sources': stepTask('SOURCES_COPY', { next: 'Check quality' }),
    'Check quality': stepTask('QUALITY_CONTROL', {
      resultPath: '$.qc',
      next: 'Stop when quality control did not pass',
    }),
    'Stop when quality control did not pass': {
      Type: 'Choice',
      Choices: [{ Variable: '$.qc.outcome', StringEquals: 'continue', Next: 'Convert the captions' }],
      Default: 'Wait for the user',
    },
    'Wait for the user': { Type: 'Succeed' },
    'Convert the captions': stepTask('CC_CONVERSION', { next: 'Adjust the loudness' }),
    'Adjust the loudness': stepTask('LOUDNESS_ADJUSTMENTS', { next: 'Make the outputs' }),
    'Make the outputs': {
      Type: 'Parallel',
      Branches: [
        outputBranch('MXF_STANDARD', 'broadcast MXF files', 'a broadcast MXF file'),
        outputBranch('MXF_SLATED', 'slated MXF files', 'a slated MXF file'),
        outputBranch('CUSTOM_FILES', 'custom files', 'a custom file'),
        outputBranch('RADIO_MASTERS', 'radio masters', 'a radio master'),
        outputBranch('WEB_OPTIMIZED_VERSIONS', 'web versions', 'a web version'),
        transcriptBranch(),
      ],
      ResultPath: '$.outputs',
      // Each branch's steps retry on their own; a branch that still fails fails the run.
      Retry: [],
      Catch: catchAll(RECORD_FAILURE),
      Next: 'Create the preview',
    },
    'Create the preview': stepTask('CREATING_PREVIEW', { next: 'Mark the master completed' }),
    'Mark the master completed': stepTask('COMPLETED'),
    [RECORD_FAILURE]: {
      Type: 'Task',
      Resource: LAMBDA_INVOKE,
      Parameters: {
        FunctionName: `\${${MEDIA_TASK_SUBSTITUTION}}`,
        Payload: payload('FAILED', { 'error.$': '$.error' }),
      },
      ResultPath: null,
      Next: 'Processing failed',
      TimeoutSeconds: TASK_TIMEOUT_SECONDS,
    },
    'Processing failed': {
      Type: 'Fail',
      Error: 'MasterProcessingFailed',
      Cause: 'A processing step failed twice; the master shows the error and can be restarted.',
    },
  };
  return {
    Comment:
      "Master processing: the seed's stages, each a task that records the master's stage; output branches hand what MediaConvert can make to createJob.sync when the stage chose it (see README.md).",
    StartAt: "Take the merged master's sources",
    States: states,
  };
}
