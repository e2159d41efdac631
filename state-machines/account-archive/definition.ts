import { catchAll, functionStep, type Json, type StateMachineDefinition, type TaskState } from '../lib/asl.ts';

/** The account-archive task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const ACCOUNT_ARCHIVE_TASK_SUBSTITUTION = 'AccountArchiveTaskFunctionArn';

const PREPARE = 'List the files and export the records';
const EACH = 'Zip each part';
const BUILD = 'Zip the part';
const PART_FAILED = 'Record the part failed';
const FINISH = 'Send the links';
const RECORD_FAILURE = 'Record the failure';

/** Parts zipped at once: each streams S3 to S3, so two keep the task's bandwidth busy without sharing it thin. */
export const ACCOUNT_ARCHIVE_CONCURRENCY = 2;
/** A part streams at most DATA_ARCHIVE_PART_MAX_BYTES (or one larger source); 15 minutes is the most a Lambda task may take. */
const TASK_TIMEOUT_SECONDS = 900;

const part = { 'archive_id.$': '$.archive_id' };
const account = { 'account_id.$': '$.account_id', 'cancelled_on.$': '$.cancelled_on' };

const task = (
  step: 'PREPARE' | 'BUILD' | 'PART_FAILED' | 'FINISH' | 'FAILED',
  payload: Record<string, Json>,
): Omit<TaskState, 'Next' | 'End'> =>
  functionStep(ACCOUNT_ARCHIVE_TASK_SUBSTITUTION, step, payload, { timeoutSeconds: TASK_TIMEOUT_SECONDS });

/**
 * A cancelled account's data archive, before anything is deleted: the task lists the account's
 * files and writes the readable export of its records, splitting them into parts of a bounded
 * size; each part is zipped S3 to S3 (the archive-files zipper; a part that fails twice is marked
 * failed without stopping the others); then the archive is recorded ready (or failed, when a part
 * failed) and the primary user e-mailed. Listing or finishing that fails twice records it failed.
 */
export function accountArchiveDefinition(): StateMachineDefinition {
  return {
    Comment: "Account archive: a cancelled account's files and records zipped before deletion (see README.md).",
    StartAt: PREPARE,
    States: {
      [PREPARE]: {
        ...task('PREPARE', account),
        ResultSelector: { 'parts.$': '$.Payload.parts' },
        ResultPath: '$.prepared',
        Catch: catchAll(RECORD_FAILURE),
        Next: EACH,
      },
      [EACH]: {
        Type: 'Map',
        ItemsPath: '$.prepared.parts',
        MaxConcurrency: ACCOUNT_ARCHIVE_CONCURRENCY,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: BUILD,
          States: {
            [BUILD]: { ...task('BUILD', part), Catch: catchAll(PART_FAILED), End: true },
            [PART_FAILED]: { ...task('PART_FAILED', part), End: true },
          },
        },
        ResultPath: null,
        Next: FINISH,
      },
      [FINISH]: { ...task('FINISH', account), Catch: catchAll(RECORD_FAILURE), End: true },
      [RECORD_FAILURE]: { ...task('FAILED', account), End: true },
    },
  };
}
