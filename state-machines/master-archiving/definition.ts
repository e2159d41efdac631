import { catchAll, functionStep, type Json, type StateMachineDefinition, type TaskState } from '../lib/asl.ts';

/** The master-archiving task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const MASTER_ARCHIVING_TASK_SUBSTITUTION = 'MasterArchivingTaskFunctionArn';

const DIRECTION = 'Archive or unarchive';
const FREEZE = 'Move the files to cold storage';
const REQUEST_RESTORE = 'Ask for the files back';
const WAIT = 'Wait for the restore';
const CHECK_RESTORE = 'Check the restore';
const RESTORED = 'Restored?';
const THAW = 'Move the files back to Standard';
const RECORD_FAILURE = 'Record the failure';
/** Server-side copies of a master's files (a few GB); 15 minutes is the most a Lambda task may take. */
const TASK_TIMEOUT_SECONDS = 900;

type Step = 'FREEZE' | 'REQUEST_RESTORE' | 'CHECK_RESTORE' | 'THAW' | 'FAILED';

const task = (step: Step, result?: { [key: string]: Json }): Omit<TaskState, 'Next' | 'End'> => ({
  ...functionStep(
    MASTER_ARCHIVING_TASK_SUBSTITUTION,
    step,
    { 'master_id.$': '$.master_id', 'direction.$': '$.direction' },
    { timeoutSeconds: TASK_TIMEOUT_SECONDS },
  ),
  ...(result ? { ResultSelector: result, ResultPath: '$.restore' } : {}),
});

/**
 * One archiving or unarchiving of a master (`direction`). Archiving copies each file onto itself
 * in S3 Glacier Flexible Retrieval. Unarchiving asks S3 to restore each, waits and checks until
 * every one is readable (3 to 5 hours in AWS), then copies each back to S3 Standard. A step that
 * fails twice leaves the master archived, from where unarchiving recovers every file.
 */
export function masterArchivingDefinition(): StateMachineDefinition {
  const catchFailure = { Catch: catchAll(RECORD_FAILURE) };
  return {
    Comment: "Master archiving: a master's files to cold storage and back (see README.md).",
    StartAt: DIRECTION,
    States: {
      [DIRECTION]: {
        Type: 'Choice',
        Choices: [{ Variable: '$.direction', StringEquals: 'archive', Next: FREEZE }],
        Default: REQUEST_RESTORE,
      },
      [FREEZE]: { ...task('FREEZE'), ...catchFailure, End: true },
      [REQUEST_RESTORE]: {
        ...task('REQUEST_RESTORE', { 'wait_seconds.$': '$.Payload.wait_seconds' }),
        ...catchFailure,
        Next: WAIT,
      },
      [WAIT]: { Type: 'Wait', SecondsPath: '$.restore.wait_seconds', Next: CHECK_RESTORE },
      [CHECK_RESTORE]: {
        ...task('CHECK_RESTORE', { 'wait_seconds.$': '$.Payload.wait_seconds', 'restored.$': '$.Payload.restored' }),
        ...catchFailure,
        Next: RESTORED,
      },
      [RESTORED]: {
        Type: 'Choice',
        Choices: [{ Variable: '$.restore.restored', BooleanEquals: true, Next: THAW }],
        Default: WAIT,
      },
      [THAW]: { ...task('THAW'), ...catchFailure, End: true },
      [RECORD_FAILURE]: { ...task('FAILED'), End: true },
    },
  };
}
