import './polyfills.ts';
import { describe, expect, it } from 'vitest';
import { startStepFunctions } from './step-functions.ts';

// LocalCloud.stop() must return within seconds (issue 24): an execution whose task never ends is
// given its grace, then aborted and said, and its late failure is no unhandled rejection.
describe('stopping the local Step Functions with an execution still running', () => {
  it('waits the grace, aborts it, says so and answers', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (error: unknown) => unhandled.push(error);
    process.on('unhandledRejection', onUnhandled);
    try {
      const sfn = await startStepFunctions({ port: 0, retryScale: 0.001 });
      let release = () => undefined as void;
      const task = sfn.registerFunction(
        'never-ends',
        () =>
          new Promise((_resolve, reject) => {
            release = () => reject(new Error('failed after the stop'));
          }),
      );
      const arn = sfn.register('stuck', {
        StartAt: 'Work',
        States: {
          Work: {
            Type: 'Task',
            Resource: 'arn:aws:states:::lambda:invoke',
            Parameters: { FunctionName: task, Payload: {} },
            End: true,
          },
        },
      });
      const started = await fetch(sfn.endpoint, {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSStepFunctions.StartExecution', 'content-type': 'application/x-amz-json-1.0' },
        body: JSON.stringify({ stateMachineArn: arn, name: 'stuck-1' }),
      });
      expect(started.status).toBe(200);

      const before = Date.now();
      const forced = await sfn.stop(300);
      expect(Date.now() - before).toBeGreaterThanOrEqual(290);
      expect(Date.now() - before).toBeLessThan(3000);
      expect(forced[0]).toBe('Step Functions: 1 execution aborted after 0.3 s (stuck-1)');
      expect(sfn.executions().map((execution) => execution.status)).toEqual(['ABORTED']);
      release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
