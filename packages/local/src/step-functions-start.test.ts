import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStepFunctions } from './step-functions.ts';

/** StartExecution by name, as AWS answers it: idempotent for the same input while it runs, refused otherwise. */
let sfn: Awaited<ReturnType<typeof startStepFunctions>>;
let client: SFNClient;
let machine = '';
let release: () => void = () => undefined;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

beforeAll(async () => {
  sfn = await startStepFunctions({ port: 0, retryScale: 0.01 });
  const fn = sfn.registerFunction('held', async () => held.then(() => ({})));
  machine = sfn.register('held', {
    StartAt: 'Hold',
    States: {
      Hold: {
        Type: 'Task',
        Resource: 'arn:aws:states:::lambda:invoke',
        Parameters: { FunctionName: fn, Payload: {} },
        End: true,
      },
    },
  });
  client = new SFNClient({
    endpoint: sfn.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});
afterAll(async () => {
  release();
  await sfn.settle();
  await sfn.stop();
});

const start = (name: string, input: string) =>
  client.send(new StartExecutionCommand({ stateMachineArn: machine, name, input }));
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'started',
    (error: { name?: string }) => error.name,
  );

describe('the local StartExecution by name', () => {
  it('answers the same name and input while it runs with the same execution, and refuses another input or a name whose execution ended', async () => {
    const first = await start('dist-1', '{"a":1}');
    const again = await start('dist-1', '{"a":1}');
    expect(again.executionArn).toBe(first.executionArn);
    expect(await refusal(start('dist-1', '{"a":2}'))).toBe('ExecutionAlreadyExists');
    release();
    await sfn.settle();
    expect((await client.send(new DescribeExecutionCommand({ executionArn: first.executionArn }))).status).toBe(
      'SUCCEEDED',
    );
    expect(await refusal(start('dist-1', '{"a":1}'))).toBe('ExecutionAlreadyExists');
    expect(sfn.executions()).toHaveLength(1);
  });
});
