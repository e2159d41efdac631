/**
 * A small typed vocabulary for the Amazon States Language (JSONPath) states our machines use, so a
 * definition is written once as code and its repeated blocks (retries, catches, the task payload)
 * come from one place. The JSON each definition emits is committed next to it
 * (`definition.asl.json`) and read as it is by the CDK app and by the local cloud.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface Retrier {
  ErrorEquals: string[];
  IntervalSeconds: number;
  MaxAttempts: number;
  BackoffRate: number;
}
export interface Catcher {
  ErrorEquals: string[];
  ResultPath: string;
  Next: string;
}

type Transition = { Next: string; End?: never } | { End: true; Next?: never };

export type TaskState = {
  Type: 'Task';
  Resource: string;
  Parameters: { [key: string]: Json };
  ResultSelector?: { [key: string]: Json };
  ResultPath?: string | null;
  OutputPath?: string;
  Retry?: Retrier[];
  Catch?: Catcher[];
  TimeoutSeconds: number;
} & Transition;

export interface ChoiceState {
  Type: 'Choice';
  Choices: ({ Variable: string; Next: string } & (
    { StringEquals: string } | { BooleanEquals: boolean } | { IsPresent: boolean }
  ))[];
  Default: string;
}

export type MapState = {
  Type: 'Map';
  ItemsPath: string;
  MaxConcurrency: number;
  ItemProcessor: { ProcessorConfig: { Mode: 'INLINE' } } & StateMachineBody;
  ResultPath: string | null;
} & Transition;

export type ParallelState = {
  Type: 'Parallel';
  Branches: StateMachineBody[];
  ResultPath: string;
  Retry: Retrier[];
  Catch: Catcher[];
} & Transition;
/** Waits until the time a field of the input names (ISO 8601: a scheduled start), or for as many seconds as a field says. */
export type WaitState = { Type: 'Wait' } & ({ TimestampPath: string } | { SecondsPath: string } | { Seconds: number }) &
  Transition;
export interface SucceedState {
  Type: 'Succeed';
  OutputPath?: string;
}
export interface FailState {
  Type: 'Fail';
  Error: string;
  Cause: string;
}

export type State = TaskState | ChoiceState | MapState | ParallelState | WaitState | SucceedState | FailState;
export interface StateMachineBody {
  StartAt: string;
  States: Record<string, State>;
}
export interface StateMachineDefinition extends StateMachineBody {
  Comment: string;
}

/** Any error, retried once after 5 s: a task that fails twice is a real failure, not a hiccup. */
export const RETRY_ONCE: Retrier[] = [
  { ErrorEquals: ['States.ALL'], IntervalSeconds: 5, MaxAttempts: 1, BackoffRate: 1 },
];

/** Every error of a state goes to `next` with the error under `$.error`. */
export const catchAll = (next: string): Catcher[] => [
  { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: next },
];

/** A Lambda task of the machine's task function (`${<substitution>}` filled by CDK or the local cloud). */
export const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/**
 * A Task of a machine whose tasks all invoke its one function (`${<substitution>}`) with
 * `{ step, ...payload }`, the function choosing what to do by `step`. Its result is dropped
 * (`ResultPath: null`), or with `output: 'answer'` the function's answer becomes the state's output
 * (no ResultPath, which is `$`, and `OutputPath: '$.Payload'`: the local runner mishandles an
 * explicit `"ResultPath": "$"`). Retried once unless told otherwise.
 */
export const functionStep = (
  substitution: string,
  step: string,
  payload: { [key: string]: Json },
  options: { timeoutSeconds: number; retry?: Retrier[]; output?: 'dropped' | 'answer' },
): Omit<TaskState, 'Next' | 'End'> => ({
  Type: 'Task',
  Resource: LAMBDA_INVOKE,
  Parameters: { FunctionName: `\${${substitution}}`, Payload: { step, ...payload } },
  ...(options.output === 'answer' ? { OutputPath: '$.Payload' } : { ResultPath: null }),
  Retry: options.retry ?? RETRY_ONCE,
  TimeoutSeconds: options.timeoutSeconds,
});
