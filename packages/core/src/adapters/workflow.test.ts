import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  SFNClient,
  StartExecutionCommand,
} from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../config.ts';
import { deliveryExecutionStatus, startDeliveryExecution } from './workflow.ts';

/** Step Functions' refusals, injected: the adapter's answers to them are what callers rely on. */
const sfn = mockClient(SFNClient);
const MACHINE = 'arn:aws:states:us-east-1:000000000000:stateMachine:masterport-delivery';

const saved = { arn: process.env.DELIVERY_STATE_MACHINE_ARN, region: process.env.AWS_REGION };
beforeAll(() => {
  process.env.DELIVERY_STATE_MACHINE_ARN = MACHINE;
  process.env.AWS_REGION = 'us-east-1';
  resetConfig();
});
afterEach(() => sfn.reset());
// The unit files share their modules (vitest.config.ts): SFNClient's send and the settings go back
// as they were, for the files that run after this one.
afterAll(() => {
  sfn.restore();
  for (const [name, value] of [
    ['DELIVERY_STATE_MACHINE_ARN', saved.arn],
    ['AWS_REGION', saved.region],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
});

const input = { sendAt: '2026-11-26T10:00:00.000Z', destinations: [{ call_letters: 'CKAC', run: 2 }] };

describe('the delivery workflow adapter', () => {
  it('answers a start whose execution already exists as success (the same start made before), and names it by distribution and number', async () => {
    sfn
      .on(StartExecutionCommand)
      .rejects(new ExecutionAlreadyExists({ message: 'Execution Already Exists', $metadata: {} }));
    await expect(startDeliveryExecution('dist1', 3, input)).resolves.toBeUndefined();
    expect(sfn.commandCalls(StartExecutionCommand)[0]!.args[0].input).toMatchObject({
      stateMachineArn: MACHINE,
      name: 'dist1-3',
    });
  });

  it('lets any other refusal through', async () => {
    sfn.on(StartExecutionCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(startDeliveryExecution('dist1', 3, input)).rejects.toThrow('throttled');
  });

  it('tells a running execution from one that ended and from one that does not exist', async () => {
    sfn
      .on(DescribeExecutionCommand, {
        executionArn: 'arn:aws:states:us-east-1:000000000000:execution:masterport-delivery:dist1-1',
      })
      .resolves({ status: 'RUNNING' } as never)
      .on(DescribeExecutionCommand, {
        executionArn: 'arn:aws:states:us-east-1:000000000000:execution:masterport-delivery:dist1-2',
      })
      .resolves({ status: 'FAILED' } as never)
      .on(DescribeExecutionCommand, {
        executionArn: 'arn:aws:states:us-east-1:000000000000:execution:masterport-delivery:dist1-3',
      })
      .rejects(new ExecutionDoesNotExist({ message: 'Execution does not exist', $metadata: {} }));
    expect([
      await deliveryExecutionStatus('dist1', 1),
      await deliveryExecutionStatus('dist1', 2),
      await deliveryExecutionStatus('dist1', 3),
    ]).toEqual(['running', 'ended', 'missing']);
  });
});
