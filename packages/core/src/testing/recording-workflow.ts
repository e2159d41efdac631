import { SFNClient } from '@aws-sdk/client-sfn';
import { answeredLocally, FAKE_CREDENTIALS, serviceError } from './answered-locally.ts';

export interface StartedExecution {
  stateMachineArn: string;
  name: string;
  input: Record<string, unknown>;
}

type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'ABORTED';

/**
 * Step Functions as core uses it, recording the executions started. As Step Functions does, a
 * second start under a name already used answers the same execution when its input is the same
 * and ExecutionAlreadyExists otherwise; an execution runs until a test says it ended.
 */
export class RecordingWorkflow {
  readonly started: StartedExecution[] = [];
  private readonly statuses = new Map<string, ExecutionStatus>();
  readonly client = answeredLocally(
    new SFNClient({ region: 'us-east-1', credentials: FAKE_CREDENTIALS }),
    (command, input) => this.answer(command, input),
  );

  /** The executions started on the machine whose ARN ends with `machine` (e.g. 'delivery'). */
  startedOn(machine: string): StartedExecution[] {
    return this.started.filter((execution) => execution.stateMachineArn.endsWith(`:${machine}`));
  }

  /** The execution named `name` ends (the delivery watchdog then sees it gone). */
  end(name: string, status: Exclude<ExecutionStatus, 'RUNNING'> = 'SUCCEEDED'): void {
    this.statuses.set(name, status);
  }

  forget(): void {
    this.started.length = 0;
    this.statuses.clear();
  }

  private answer(command: string, input: Record<string, unknown>): unknown {
    if (command === 'StartExecutionCommand') {
      const execution = {
        stateMachineArn: String(input.stateMachineArn),
        name: String(input.name),
        input: JSON.parse(String(input.input)) as Record<string, unknown>,
      };
      const executionArn = `${execution.stateMachineArn.replace(':stateMachine:', ':execution:')}:${execution.name}`;
      const same = this.started.find(
        (earlier) => earlier.stateMachineArn === execution.stateMachineArn && earlier.name === execution.name,
      );
      if (same && JSON.stringify(same.input) !== JSON.stringify(execution.input))
        throw serviceError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
      if (!same) {
        this.started.push(execution);
        this.statuses.set(execution.name, 'RUNNING');
      }
      return { executionArn, startDate: new Date() };
    }
    if (command === 'DescribeExecutionCommand') {
      const name = String(input.executionArn).split(':').pop() ?? '';
      const status = this.statuses.get(name);
      if (!status)
        throw serviceError('ExecutionDoesNotExist', `Execution Does Not Exist: '${String(input.executionArn)}'`);
      return { executionArn: input.executionArn, status };
    }
    throw new Error(`The recording workflow does not answer ${command}`);
  }
}
