import { catchAll, functionStep, type StateMachineDefinition } from '../lib/asl.ts';

/** The archive task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const ARCHIVE_TASK_SUBSTITUTION = 'ArchiveTaskFunctionArn';

const BUILD = 'Zip the files into the archive';
const RECORD_FAILURE = 'Record the failure';
/** A zip of a master's outputs streams S3 to S3; 15 minutes is the most a Lambda task may take. */
const TASK_TIMEOUT_SECONDS = 900;

/**
 * One archive (a zip of a master's outputs, later a playlist's): the task streams the files into
 * a zip in S3 and marks the archive ready; a task that fails twice marks it failed, so the page
 * stops waiting and offers to try again.
 */
export function archiveFilesDefinition(): StateMachineDefinition {
  const task = (step: 'BUILD' | 'FAILED') =>
    functionStep(
      ARCHIVE_TASK_SUBSTITUTION,
      step,
      { 'archive_id.$': '$.archive_id' },
      {
        timeoutSeconds: TASK_TIMEOUT_SECONDS,
      },
    );
  return {
    Comment:
      'Archive files: a zip of files already in S3, prepared in the background for one download link (see README.md).',
    StartAt: BUILD,
    States: {
      [BUILD]: { ...task('BUILD'), Catch: catchAll(RECORD_FAILURE), End: true },
      [RECORD_FAILURE]: { ...task('FAILED'), End: true },
    },
  };
}
