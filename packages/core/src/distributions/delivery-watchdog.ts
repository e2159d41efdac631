import { getDistribution, listUnfinishedDestinations, nowIso, putDestination } from '@masterport/data';
import { table } from '../adapters/db.ts';
import { deliveryExecutionStatus, type ExecutionStatus } from '../adapters/workflow.ts';
import { logger } from '../logger.ts';
import { tellDestinationFailed } from './deliver-destination.ts';
import { finishDelivery } from './delivery-run.ts';

/**
 * How long a destination may stay unfinished without a write before its execution is asked about:
 * a send writes its destinations a moment before it starts their execution, and that moment must
 * not look like an execution that vanished.
 */
export const WATCHDOG_GRACE_MS = 5 * 60_000;

/**
 * The delivery watchdog (docs/architecture.md, Distributions): a destination still waiting, waiting
 * for its outputs or in progress whose execution has ended (a task cut short, a failure recorded
 * nowhere) or does not exist (a start that never happened) would stay so for ever. It is put in
 * `error` with the problem `stopped`, which the page and the report word and which a
 * redistribute clears, and the station and the sender are mailed as for any failed delivery; its distribution is then completed if nothing else is left to do. Runs every
 * five minutes in AWS (an EventBridge schedule) and every minute in the local cloud.
 */
export async function checkUnfinishedDeliveries(
  options: { graceMs?: number } = {},
): Promise<{ checked: number; interrupted: number }> {
  const before = new Date(Date.now() - (options.graceMs ?? WATCHDOG_GRACE_MS)).toISOString();
  const destinations = await listUnfinishedDestinations(table(), before);
  // One question per execution: a distribution's destinations share theirs.
  const statuses = new Map<string, Promise<ExecutionStatus>>();
  const touched = new Set<string>();
  let interrupted = 0;
  for (const destination of destinations) {
    // A destination written before executions were recorded on it ran in its distribution's latest.
    const execution =
      destination.execution ?? (await getDistribution(table(), destination.distribution_id))?.executions;
    if (execution === undefined) continue;
    const name = `${destination.distribution_id}-${execution}`;
    if (!statuses.has(name)) statuses.set(name, deliveryExecutionStatus(destination.distribution_id, execution));
    const status = await statuses.get(name)!;
    if (status === 'running') continue;
    // Only if still at the run read: a redistribute meanwhile has its own execution.
    const failed = { ...destination, state: 'error' as const, problem: 'stopped' as const, modified_on: nowIso() };
    if (!(await putDestination(table(), failed, destination.run))) continue;
    await tellDestinationFailed(failed);
    logger.warn('Delivery interrupted: its execution is no longer running', {
      distributionId: destination.distribution_id,
      callLetters: destination.call_letters,
      execution: status,
    });
    interrupted += 1;
    touched.add(destination.distribution_id);
  }
  for (const distributionId of touched) await finishDelivery(distributionId);
  return { checked: destinations.length, interrupted };
}
