import { ArnFormat, Stack } from 'aws-cdk-lib';
import type * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type { IConstruct } from 'constructs';

/** Every execution of a state machine: DescribeExecution takes the execution's ARN, not the machine's. */
export function executionsArn(scope: IConstruct, machine: sfn.IStateMachine): string {
  const stack = Stack.of(scope);
  const name = stack.splitArn(machine.stateMachineArn, ArnFormat.COLON_RESOURCE_NAME).resourceName;
  return stack.formatArn({
    service: 'states',
    resource: 'execution',
    resourceName: `${name}:*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
}
