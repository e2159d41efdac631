import { describe, expect, it } from 'vitest';
import { WORKFLOWS } from '@masterport/state-machines/registry.ts';
import type { MonthEndStep } from '@masterport/functions/events/month-end.ts';
import { loadStateMachine } from './state-machines.ts';
import { startStepFunctions } from './step-functions.ts';

/**
 * The month-end machine's own flow, on the definition file AWS runs (the steps themselves are core's
 * month-end.test.ts): a task function that stands in for core, whose shards take 1, 3, 0 and 2
 * pages, shows the Map running each shard's pages until it is done and the last step getting them all.
 */
describe('the month-end state machine', () => {
  it('runs each shard’s pages until the shard is done, then finishes with every shard', async () => {
    // Prepare
    const pagesOfShard = [1, 3, 0, 2];
    const calls: string[] = [];
    const sfn = await startStepFunctions({ port: 0, retryScale: 0.01 });
    try {
      const workflow = WORKFLOWS['month-end'];
      const fn = sfn.registerFunction('month-end-task', async (payload) => {
        const event = payload as MonthEndStep;
        calls.push(event.step === 'FINALISE' ? `FINALISE ${event.shard.shard}` : event.step);
        if (event.step === 'START')
          return {
            month: event.input?.month ?? '2026-10',
            shards: pagesOfShard.map((_, shard) => ({
              month: '2026-10',
              shard,
              cursor: null,
              done: false,
              issued: 0,
              failed: 0,
            })),
          };
        if (event.step === 'FINALISE') {
          const issued = event.shard.issued + 1;
          return { ...event.shard, issued, done: issued >= Math.max(1, pagesOfShard[event.shard.shard]!) };
        }
        return { month: event.month, issued: event.shards.reduce((sum, shard) => sum + shard.issued, 0), failed: 0 };
      });
      const arn = sfn.register(
        workflow.name,
        loadStateMachine(workflow.definitionFile, { [workflow.tasks[0].substitution]: fn }),
      );

      // Act
      const execution = await sfn.run(arn, { month: '2026-10' });

      // Assess: a shard of no accounts still takes its one page (an empty read that ends it)
      expect(execution.status, execution.cause).toBe('SUCCEEDED');
      expect(JSON.parse(execution.output!)).toEqual({ month: '2026-10', issued: 1 + 3 + 1 + 2, failed: 0 });
      expect(calls[0]).toBe('START');
      expect(calls.at(-1)).toBe('FINISH');
      expect(pagesOfShard.map((_, shard) => calls.filter((call) => call === `FINALISE ${shard}`).length)).toEqual([
        1, 3, 1, 2,
      ]);
    } finally {
      await sfn.stop();
    }
  });
});
