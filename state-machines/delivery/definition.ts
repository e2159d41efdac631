import {
  catchAll,
  functionStep,
  RETRY_ONCE,
  type Json,
  type Retrier,
  type StateMachineDefinition,
  type TaskState,
} from '../lib/asl.ts';

/** The delivery task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const DELIVERY_TASK_SUBSTITUTION = 'DeliveryTaskFunctionArn';

const WAIT = 'Wait for the send time';
const BEGIN = 'Begin the distribution';
const EACH = 'Deliver each destination';
const DELIVER = 'Deliver the files';
const RECORD_FAILURE = 'Record the failure';
const FINISH = 'Finish the distribution';

/** Destinations delivered at once: enough to keep a few servers busy, few enough for one task's bandwidth each. */
export const DELIVERY_CONCURRENCY = 4;
/** A delivery streams at most a few GB; 15 minutes is the most a Lambda task may take, and a cut-off one resumes. */
const TASK_TIMEOUT_SECONDS = 900;

/**
 * Retries of one destination's delivery, by the task's error names:
 * outputs still being made are asked for again every minute for two hours; a server that did not
 * answer or dropped the connection is tried again with backoff (10 s, 20 s, 40 s, 80 s: each try
 * resumes where the last stopped); another delivery holding the destination or one of its files
 * at the station (a lease, deliver-destination.ts) is waited for every 15 s for 15 minutes, the
 * longest one task may write; anything else once.
 */
const DELIVERY_RETRY: Retrier[] = [
  { ErrorEquals: ['OutputsPendingError'], IntervalSeconds: 60, MaxAttempts: 120, BackoffRate: 1 },
  { ErrorEquals: ['DeliveryBusyError'], IntervalSeconds: 15, MaxAttempts: 60, BackoffRate: 1 },
  { ErrorEquals: ['TransientDeliveryError', 'States.Timeout'], IntervalSeconds: 10, MaxAttempts: 4, BackoffRate: 2 },
  ...RETRY_ONCE,
];

const task = (
  step: 'BEGIN' | 'DELIVER' | 'FAILED' | 'FINISH',
  payload: Record<string, Json>,
  retry: Retrier[],
): Omit<TaskState, 'Next' | 'End'> =>
  functionStep(DELIVERY_TASK_SUBSTITUTION, step, payload, { timeoutSeconds: TASK_TIMEOUT_SECONDS, retry });

const destination = { 'distribution_id.$': '$.distribution_id', 'call_letters.$': '$.call_letters', 'run.$': '$.run' };

/**
 * One execution per distribution (or per redistribution): waits until its time, then delivers
 * each destination (a Map with bounded concurrency); a destination whose task fails for good is
 * recorded in error without stopping the others; then the distribution is completed and reported.
 */
export function deliveryDefinition(): StateMachineDefinition {
  return {
    Comment: "Delivery: a distribution's files to each of its stations by the station's own method (see README.md).",
    StartAt: WAIT,
    States: {
      [WAIT]: { Type: 'Wait', TimestampPath: '$.send_at', Next: BEGIN },
      [BEGIN]: { ...task('BEGIN', { 'distribution_id.$': '$.distribution_id' }, RETRY_ONCE), Next: EACH },
      [EACH]: {
        Type: 'Map',
        ItemsPath: '$.destinations',
        MaxConcurrency: DELIVERY_CONCURRENCY,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: DELIVER,
          States: {
            [DELIVER]: { ...task('DELIVER', destination, DELIVERY_RETRY), Catch: catchAll(RECORD_FAILURE), End: true },
            [RECORD_FAILURE]: { ...task('FAILED', destination, RETRY_ONCE), End: true },
          },
        },
        ResultPath: null,
        Next: FINISH,
      },
      [FINISH]: { ...task('FINISH', { 'distribution_id.$': '$.distribution_id' }, RETRY_ONCE), End: true },
    },
  };
}
