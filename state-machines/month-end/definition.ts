import { functionStep, type StateMachineDefinition } from '../lib/asl.ts';

/** The month-end task function's ARN, filled by CDK's definitionSubstitutions and by the local cloud. */
export const MONTH_END_TASK_SUBSTITUTION = 'MonthEndTaskFunctionArn';

const START = 'Choose the month';
const EACH = 'Finalise each shard of accounts';
const PAGE = 'Finalise pages of accounts';
const MORE = 'More accounts in the shard?';
const SHARD_DONE = 'Shard finalised';
const FINISH = 'Tell expiring cards and check';

/**
 * Shards finalised at once. The invoice number sequence is one item every issue writes, so more
 * at once would mostly retry its transaction; two keep the rest (metering, ledger reads) busy.
 */
export const MONTH_END_SHARDS_AT_ONCE = 2;
/** A task finalises pages for up to MONTH_END_PAGE_BUDGET_MS (core), then hands on its cursor; 15 minutes is the most a Lambda may take. */
const TASK_TIMEOUT_SECONDS = 900;

/** Every step's answer is the next state's input. */
const task = (step: 'START' | 'FINALISE' | 'FINISH', payload: Parameters<typeof functionStep>[2]) =>
  functionStep(MONTH_END_TASK_SUBSTITUTION, step, payload, { timeoutSeconds: TASK_TIMEOUT_SECONDS, output: 'answer' });

/**
 * The month end, fanned out (docs/billing.md "Invoices"): the first task names the month (the one
 * before the billing clock's, or `month` in the input) and the shards of the accounts-in-use list;
 * each shard is finalised page after page by tasks that stop after a time budget and hand on their
 * cursor, so no Lambda runs out of time however many accounts there are; the last task sends the
 * card expiry notices and fails the execution when an account was not finalised (each finalisation
 * is idempotent, so running the month again issues only what is missing).
 */
export function monthEndDefinition(): StateMachineDefinition {
  return {
    Comment: "Month end: every account in use's invoice of the month that ended, shard by shard (see README.md).",
    StartAt: START,
    States: {
      [START]: { ...task('START', { 'input.$': '$' }), Next: EACH },
      [EACH]: {
        Type: 'Map',
        ItemsPath: '$.shards',
        MaxConcurrency: MONTH_END_SHARDS_AT_ONCE,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: PAGE,
          States: {
            [PAGE]: { ...task('FINALISE', { 'shard.$': '$' }), Next: MORE },
            [MORE]: {
              Type: 'Choice',
              Choices: [{ Variable: '$.done', BooleanEquals: true, Next: SHARD_DONE }],
              Default: PAGE,
            },
            [SHARD_DONE]: { Type: 'Succeed' },
          },
        },
        ResultPath: '$.shards',
        Next: FINISH,
      },
      [FINISH]: { ...task('FINISH', { 'month.$': '$.month', 'shards.$': '$.shards' }), End: true },
    },
  };
}
