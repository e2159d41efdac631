import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { awsRegion, config } from '../config.ts';

let client: SFNClient | undefined;
const sfn = () => (client ??= new SFNClient({ region: awsRegion() }));

/** Starts master processing; the execution name makes a repeated start of the same run harmless. */
export async function startMasterProcessingExecution(masterId: string, revision: number): Promise<string> {
  const { executionArn } = await sfn().send(new StartExecutionCommand({
    stateMachineArn: config().masterProcessingStateMachineArn,
    name: `${masterId}-${revision}`,
    input: JSON.stringify({ master_id: masterId, revision }),
  }));
  return executionArn ?? '';
}

/** Builds an archive; the execution name (archive and attempt) makes a repeated start harmless. */
export async function startArchiveExecution(archiveId: string, attempt: number): Promise<void> {
  await sfn().send(new StartExecutionCommand({
    stateMachineArn: config().archiveFilesStateMachineArn,
    name: `${archiveId}-${attempt}`,
    input: JSON.stringify({ archive_id: archiveId }),
  }));
}

/**
 * Delivers a distribution: waits for its time, then every destination of `destinations` at its
 * run. The execution name (distribution and execution number) makes a repeated start harmless.
 */
export async function startDeliveryExecution(distributionId: string, execution: number, input: { sendAt: string; destinations: { call_letters: string; run: number }[] }): Promise<void> {
  await sfn().send(new StartExecutionCommand({
    stateMachineArn: config().deliveryStateMachineArn,
    name: `${distributionId}-${execution}`,
    input: JSON.stringify({ distribution_id: distributionId, send_at: input.sendAt, destinations: input.destinations.map((destination) => ({ distribution_id: distributionId, ...destination })) }),
  }));
}

/**
 * Moves a master's files to cold storage or back. The execution name (master, direction and the
 * time the request was recorded) makes a repeated start of the same request harmless.
 */
export async function startMasterArchivingExecution(masterId: string, direction: 'archive' | 'unarchive', requestedOn: string): Promise<void> {
  await sfn().send(new StartExecutionCommand({
    stateMachineArn: config().masterArchivingStateMachineArn,
    name: `${masterId}-${direction}-${requestedOn.replace(/\D/g, '')}`,
    input: JSON.stringify({ master_id: masterId, direction }),
  }));
}
