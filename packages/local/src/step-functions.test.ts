import { describe, expect, it } from 'vitest';
import { deliveryDefinition } from '@masterport/state-machines/delivery/definition.ts';
import { scaleRetries, startStepFunctions } from './step-functions.ts';

/** The delivery task's own Retry, from the definition AWS runs, on a one-state machine. */
function deliveryRetry() {
  const each = deliveryDefinition().States['Deliver each destination'] as {
    ItemProcessor: { States: Record<string, { Retry?: unknown }> };
  };
  return each.ItemProcessor.States['Deliver the files']!.Retry;
}

describe('the local Step Functions retries as AWS does', () => {
  it('scales every pause of a definition, nested ones too, and nothing else', () => {
    const definition = {
      States: {
        A: {
          Type: 'Task',
          Retry: [{ ErrorEquals: ['X'], IntervalSeconds: 10, MaxAttempts: 4, BackoffRate: 2, MaxDelaySeconds: 60 }],
        },
        B: {
          Type: 'Map',
          ItemProcessor: {
            States: {
              C: {
                Type: 'Task',
                Retry: [{ ErrorEquals: ['Y'], IntervalSeconds: 60, MaxAttempts: 120, BackoffRate: 1 }],
              },
            },
          },
        },
      },
    };
    expect(scaleRetries(definition, 0.5)).toEqual({
      States: {
        A: {
          Type: 'Task',
          Retry: [{ ErrorEquals: ['X'], IntervalSeconds: 5, MaxAttempts: 4, BackoffRate: 2, MaxDelaySeconds: 30 }],
        },
        B: {
          Type: 'Map',
          ItemProcessor: {
            States: {
              C: {
                Type: 'Task',
                Retry: [{ ErrorEquals: ['Y'], IntervalSeconds: 30, MaxAttempts: 120, BackoffRate: 1 }],
              },
            },
          },
        },
      },
    });
    expect(scaleRetries(definition, 1)).toBe(definition);
  });

  it("waits 10, 20, 40, 80 s (times the scale) between a delivery's tries of a transient failure, then gives up", async () => {
    const sfn = await startStepFunctions({ port: 0, retryScale: 0.01 });
    try {
      const tries: number[] = [];
      const fn = sfn.registerFunction('flaky', async () => {
        tries.push(Date.now());
        throw Object.assign(new Error('the server stalled'), { name: 'TransientDeliveryError' });
      });
      const arn = sfn.register('retries', {
        StartAt: 'Deliver',
        States: {
          Deliver: {
            Type: 'Task',
            Resource: 'arn:aws:states:::lambda:invoke',
            Parameters: { FunctionName: fn, Payload: {} },
            Retry: deliveryRetry(),
            End: true,
          },
        },
      });
      const started = await fetch(sfn.endpoint, {
        method: 'POST',
        headers: { 'x-amz-target': 'AWSStepFunctions.StartExecution', 'content-type': 'application/x-amz-json-1.0' },
        body: JSON.stringify({ stateMachineArn: arn, input: '{}' }),
      });
      expect(started.status).toBe(200);
      await sfn.settle();

      expect(tries).toHaveLength(5); // the first try and four retries
      const pauses = tries.slice(1).map((at, index) => at - tries[index]!);
      // 100, 200, 400, 800 ms: the backoff of the definition, not one fixed interval.
      for (const [index, expected] of [100, 200, 400, 800].entries()) {
        expect(pauses[index]).toBeGreaterThanOrEqual(expected - 5);
        expect(pauses[index]).toBeLessThan(expected + 150);
      }
      expect(sfn.executions()[0]).toMatchObject({ status: 'FAILED', error: 'TransientDeliveryError' });
    } finally {
      await sfn.stop();
    }
  });
});
