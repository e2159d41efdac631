import {
  claimDistributionExecution,
  getDestination,
  nowIso,
  putDestination,
  UNFINISHED_DESTINATION_STATES,
  type DestinationItem,
  type DistributionItem,
} from '@masterport/data';
import { table } from '../adapters/db.ts';
import { deliveryExecutionStatus, startDeliveryExecution } from '../adapters/workflow.ts';
import { AppError } from '../errors.ts';

/**
 * True while the destination's current run is still to be carried out by an execution that runs:
 * a new run asked for meanwhile (a double click, two tabs, two people) is that same run.
 * A run whose execution ended or vanished is not going anywhere: a new one may replace it.
 */
export async function runStillGoing(destination: DestinationItem): Promise<boolean> {
  if (!UNFINISHED_DESTINATION_STATES.has(destination.state) || destination.execution === null) return false;
  return (await deliveryExecutionStatus(destination.distribution_id, destination.execution)) === 'running';
}

/**
 * Starts a new run of one destination (redistribute, self-redistribute, house codes given), as one
 * more execution of its distribution. The execution number is claimed atomically and the run is
 * written only if the destination is still at the run read: of two requests at the same moment one
 * starts it, the other joins it (answers the run the first started) or, if that run is no longer
 * waiting, is told `changed_meanwhile`. Never two executions for one run, never a 500.
 */
export async function startDestinationRun(
  distribution: DistributionItem,
  destination: DestinationItem,
  change: Partial<DestinationItem>,
): Promise<DestinationItem> {
  const now = nowIso();
  const execution = await claimDistributionExecution(table(), distribution.id, 'ongoing', now);
  const run = destination.run + 1;
  const next: DestinationItem = {
    ...destination,
    run,
    execution,
    state: 'waiting',
    problem: null,
    delivered_on: null,
    marked_by_hand: false,
    marked: null,
    modified_on: now,
    files: destination.files.map((file) => ({ ...file, delivered_on: null, verified_by: null, bytes_sent: 0 })),
    bytes_sent: 0,
    ...change,
  };
  if (!(await putDestination(table(), next, destination.run))) {
    // Another request started a run first (the number claimed here stays unused: no execution has it).
    const now = await getDestination(table(), destination.distribution_id, destination.call_letters);
    if (now && now.run > destination.run && UNFINISHED_DESTINATION_STATES.has(now.state)) return now;
    throw new AppError('changed_meanwhile');
  }
  await startDeliveryExecution(distribution.id, execution, {
    sendAt: now,
    destinations: [{ call_letters: destination.call_letters, run }],
  });
  return next;
}
