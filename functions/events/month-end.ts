import { finaliseMonthEndShard, finishMonthEnd, startMonthEnd, type MonthEndShard } from '@masterport/core/billing';
import * as z from 'zod';

/** An execution started by hand names a billing month (`{"month": "2026-10"}`); the schedule's names none. */
const executionInput = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});

/** What the month-end state machine asks of its task (state-machines/month-end/README.md). */
export type MonthEndStep =
  | { step: 'START'; input?: { month?: string } }
  | { step: 'FINALISE'; shard: MonthEndShard }
  | { step: 'FINISH'; month: string; shards: MonthEndShard[] };

/**
 * The month end's task (docs/billing.md, "Invoices"), one function for the three steps of its
 * state machine, which EventBridge Scheduler starts on the 1st of each month in AWS and the local
 * cloud's timer starts locally. Each finalisation is idempotent, so a retried task or an execution
 * started again issues nothing twice. Accounts that failed are logged; the last step then fails the
 * execution, so the failure shows and the month can be run again.
 */
export async function handler(event: MonthEndStep): Promise<unknown> {
  switch (event.step) {
    case 'START':
      return startMonthEnd(executionInput.parse(event.input ?? {}).month);
    case 'FINALISE':
      return finaliseMonthEndShard(event.shard);
    case 'FINISH': {
      const result = await finishMonthEnd(event.month, event.shards);
      if (result.failed > 0) throw new Error(`Month end ${result.month}: ${result.failed} accounts not finalised`);
      return result;
    }
  }
}
