import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { awsRegion, config } from '../config.ts';

let client: SFNClient | undefined;
const sfn = () => (client ??= new SFNClient({ region: awsRegion() }));

/** Unit tests record the executions started instead of starting them (src/testing); undefined goes back to Step Functions. */
export const setStepFunctionsClientForTests = (testClient: SFNClient | undefined): void => {
  client = testClient;
};

/** Starts master processing; the execution name makes a repeated start of the same run harmless. */
export async function startMasterProcessingExecution(masterId: string, revision: number): Promise<string> {
  const { executionArn } = await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: config().masterProcessingStateMachineArn,
      name: `${masterId}-${revision}`,
      input: JSON.stringify({ master_id: masterId, revision }),
    }),
  );
  return executionArn ?? '';
}

/** Builds an archive; the execution name (archive and attempt) makes a repeated start harmless. */
export async function startArchiveExecution(archiveId: string, attempt: number): Promise<void> {
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: config().archiveFilesStateMachineArn,
      name: `${archiveId}-${attempt}`,
      input: JSON.stringify({ archive_id: archiveId }),
    }),
  );
}

/** Step Functions' refusal of a name already used (by a running execution with another input, or by one that ended). */
const alreadyExists = (error: unknown) => (error as { name?: string }).name === 'ExecutionAlreadyExists';

/**
 * Delivers a distribution: waits for its time, then every destination of `destinations` at its
 * run. The execution name (distribution and execution number) makes a repeated start harmless:
 * execution numbers are claimed atomically (claimDistributionExecution), so a name that exists
 * already is this very start made before (a retried request), which is success for the caller,
 * never a 500. What that execution did is the destinations' to tell, and the watchdog's to repair.
 */
export async function startDeliveryExecution(
  distributionId: string,
  execution: number,
  input: { sendAt: string; destinations: { call_letters: string; run: number }[] },
): Promise<void> {
  try {
    await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: config().deliveryStateMachineArn,
        name: deliveryExecutionName(distributionId, execution),
        input: JSON.stringify({
          distribution_id: distributionId,
          send_at: input.sendAt,
          destinations: input.destinations.map((destination) => ({ distribution_id: distributionId, ...destination })),
        }),
      }),
    );
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}

export const deliveryExecutionName = (distributionId: string, execution: number) => `${distributionId}-${execution}`;

/** Where a delivery execution stands; `missing` when Step Functions has none by that name (never started, or expired). */
export type ExecutionStatus = 'running' | 'ended' | 'missing';

export async function deliveryExecutionStatus(distributionId: string, execution: number): Promise<ExecutionStatus> {
  // An execution's ARN is its machine's with `execution` for `stateMachine` and its name appended.
  const executionArn = `${config().deliveryStateMachineArn.replace(':stateMachine:', ':execution:')}:${deliveryExecutionName(distributionId, execution)}`;
  try {
    const { status } = await sfn().send(new DescribeExecutionCommand({ executionArn }));
    // PENDING_REDRIVE: a redrive was asked for; it runs again.
    return status === 'RUNNING' || status === 'PENDING_REDRIVE' ? 'running' : 'ended';
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionDoesNotExist') return 'missing';
    throw error;
  }
}

/**
 * Moves a master's files to cold storage or back. The execution name (master, direction and the
 * time the request was recorded) makes a repeated start of the same request harmless.
 */
export async function startMasterArchivingExecution(
  masterId: string,
  direction: 'archive' | 'unarchive',
  requestedOn: string,
): Promise<void> {
  await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: config().masterArchivingStateMachineArn,
      name: `${masterId}-${direction}-${requestedOn.replace(/\D/g, '')}`,
      input: JSON.stringify({ master_id: masterId, direction }),
    }),
  );
}

/**
 * Archives a cancelled account's data (state-machines/account-archive). The execution name (account
 * and the cancellation's time) makes a repeated start of the same cancellation harmless.
 */
export async function startAccountArchiveExecution(accountId: string, cancelledOn: string): Promise<void> {
  try {
    await sfn().send(
      new StartExecutionCommand({
        stateMachineArn: config().accountArchiveStateMachineArn,
        name: `${accountId}-${cancelledOn.replace(/\D/g, '')}`,
        input: JSON.stringify({ account_id: accountId, cancelled_on: cancelledOn }),
      }),
    );
  } catch (error) {
    if (!alreadyExists(error)) throw error;
  }
}
